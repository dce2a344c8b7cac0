import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiErrorData } from '@haulage/shared/api';
import { USER_TYPE_LABELS, USER_TYPES } from '@haulage/shared/contracts';
import { useLeaveGuard } from '@haulage/shared/forms';
import { Button, Card, Heading, SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { reportRefusal } from '@haulage/shared/feedback';
import { useShell } from '../../../chrome/shell-context';
import { useCreateUserMutation } from '../api/create-user';
import { createUserSchema, type CreateUserForm as FormValues } from '../model/create-user-schema';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));
const FIELDS = ['name', 'email', 'password', 'type'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

export const CreateUserForm = () => {
  const { services } = useShell();
  const [createUser] = useCreateUserMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: '', email: '', password: '', type: 'dispatcher' },
  });
  useLeaveGuard(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    const result = await createUser(values);
    if ('error' in result && result.error) {
      // A refused value (an e-mail already in use, a weak password) is told at its field.
      const error = result.error as Partial<ApiErrorData>;
      const fields = Object.entries(error.fieldErrors ?? {}).filter(([path]) => isField(path));
      for (const [path, message] of fields) if (isField(path)) setError(path, { message });
      if (fields.length === 0) reportRefusal(services.feedback, error, 'The user could not be created');
      return;
    }
    services.feedback.toast('success', `${values.name} can now sign in`);
    reset();
  });

  return (
    <Card.Root mb="gutter">
      <Card.Body>
        <Heading as="h2" size="md" mb="4">
          Add a user
        </Heading>
        <form onSubmit={onSubmit} noValidate aria-label="Add a user">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
            <TextField label="Name" required registration={register('name')} error={formState.errors.name} />
            <TextField label="Email" type="email" required registration={register('email')} error={formState.errors.email} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              registration={register('password')}
              error={formState.errors.password}
            />
            <SelectField label="Type" required options={TYPE_OPTIONS} registration={register('type')} error={formState.errors.type} />
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
            Add user
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  );
};
