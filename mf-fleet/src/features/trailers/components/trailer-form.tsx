import {
  TRAILER_BODY_TYPES,
  TRAILER_STATUSES,
  TRAILER_TYPES,
  trailerInputSchema,
  type ItemResponse,
  type Trailer,
  type TrailerInput,
} from '@haulage/shared/contracts';
import { DateField, SelectField, SimpleGrid, Stack, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { optionsOf } from '../../../lib/options';
import { FormActions, FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { toTrailerPayload, type TrailerFormValues } from '../model/trailer-form';

const resolver = payloadResolver<TrailerFormValues, typeof trailerInputSchema>(trailerInputSchema, toTrailerPayload);
const FIELDS = Object.keys(trailerInputSchema.shape);

interface Props {
  defaultValues: TrailerFormValues;
  save: (payload: TrailerInput) => Promise<ItemResponse<Trailer>>;
  successMessage: string;
  onSaved: (trailer: Trailer) => void;
  onCancel: () => void;
}

export const TrailerForm = ({ defaultValues, save, successMessage, onSaved, onCancel }: Props) => {
  const { register, formState, onSubmit, guard, warnings, alert, dismissAlert } = useEntityForm({
    resolver,
    defaultValues,
    fields: FIELDS,
    successMessage,
    save,
    onSaved: (response) => onSaved(response.data),
  });
  const errors = formState.errors;
  return (
    <form noValidate aria-label="Trailer" onSubmit={onSubmit}>
      <Stack gap="6">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
          <TextField label="Trailer name" required registration={register('trailerName')} error={errors.trailerName} />
          <TextField
            label="Plate number"
            required
            placeholder="ABC123"
            registration={register('plateNumber')}
            error={errors.plateNumber}
            warning={warnings.plateNumber}
          />
          <SelectField
            label="Trailer type"
            required
            options={optionsOf(TRAILER_TYPES)}
            registration={register('trailerType')}
            error={errors.trailerType}
          />
          <SelectField
            label="Body type"
            required
            options={optionsOf(TRAILER_BODY_TYPES)}
            registration={register('bodyType')}
            error={errors.bodyType}
          />
          <SelectField
            label="Trailer status"
            options={optionsOf(TRAILER_STATUSES)}
            registration={register('trailerStatus')}
            error={errors.trailerStatus}
          />
          <DateField label="Inspection date" registration={register('inspectionDate')} error={errors.inspectionDate} />
          <TextField label="VIN" registration={register('vin')} error={errors.vin} />
        </SimpleGrid>
        <TextareaField label="Notes" registration={register('notes')} error={errors.notes} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
