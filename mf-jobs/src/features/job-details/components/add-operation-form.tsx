import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { JobOperationInput } from '@haulage/shared/contracts';
import { Button, HStack, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
import { FormAlert, useApiSubmit } from '@haulage/shared/area-kit';
import { useCreateJobOperationMutation } from '../api/create-job-operation';
import {
  OPERATION_FORM_FIELDS,
  OPERATION_TYPE_OPTIONS,
  checkOperation,
  emptyOperationForm,
  type OperationFormValues,
} from '../model/operation-form';

const resolverFor =
  (job: string): Resolver<OperationFormValues, unknown, JobOperationInput> =>
  async (values) => {
    const check = checkOperation(job, values);
    if (check.ok) return { values: check.data, errors: {} };
    const errors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<OperationFormValues> };
  };

/** Records extra work; waiting time and extra stops without an amount are priced by the agreement. */
export const AddOperationForm = ({ job }: { job: string }) => {
  const [createOperation] = useCreateJobOperationMutation();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<OperationFormValues, unknown, JobOperationInput>({
    defaultValues: emptyOperationForm(),
    resolver: resolverFor(job),
  });
  const { submit, alert, dismissAlert } = useApiSubmit<OperationFormValues>({
    setError,
    fields: OPERATION_FORM_FIELDS,
    successMessage: 'Job operation is added successfully',
    watch,
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Add job operation"
      noValidate
      onSubmit={handleSubmit(async (data) => {
        if (await submit(() => createOperation(data).unwrap())) reset();
      })}
    >
      <Stack gap="3">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
          <SelectField label="Operation type" options={OPERATION_TYPE_OPTIONS} registration={register('type')} error={errors.type} />
          <TextField label="Quantity" registration={register('quantity')} error={errors.quantity} inputProps={{ inputMode: 'decimal' }} />
          <TextField
            label="Amount (kr)"
            registration={register('amount')}
            error={errors.amount}
            helperText="Blank: priced by the agreement"
            inputProps={{ inputMode: 'decimal' }}
          />
          <TextField label="Operation description" registration={register('description')} error={errors.description} />
        </SimpleGrid>
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>
            Add operation
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
