import { areaInputSchema, type AreaInput } from '@haulage/shared/contracts';
import { SimpleGrid, Stack, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormActions, FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { AREA_FORM_FIELDS, toAreaPayload, type AreaFormValues } from '../model/area-form';

const resolver = payloadResolver(areaInputSchema, toAreaPayload);

export interface AreaFormProps {
  initial: AreaFormValues;
  /** Resolves when saved with where to go next (run once the leave guard is off); a rejection lands on the fields. */
  onSubmit: (data: AreaInput) => Promise<() => void>;
  onCancel: () => void;
}

/** The create and edit form, validated with the contract's schema so the API agrees with it. */
export const AreaForm = ({ initial, onSubmit, onCancel }: AreaFormProps) => {
  const {
    register,
    formState,
    onSubmit: submit,
    guard,
    alert,
    dismissAlert,
  } = useEntityForm({
    resolver,
    defaultValues: initial,
    fields: AREA_FORM_FIELDS,
    save: onSubmit,
    onSaved: (next) => next(),
  });
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label="Area">
      <Stack gap="6" maxW="2xl">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Name" required registration={register('name')} error={errors.name} placeholder="Göteborg" />
          <TextField
            label="Code"
            registration={register('code')}
            error={errors.code}
            placeholder="GBG"
            helperText="A short code for boards and reports"
          />
        </SimpleGrid>
        <TextareaField label="Description" rows={3} registration={register('description')} error={errors.description} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
