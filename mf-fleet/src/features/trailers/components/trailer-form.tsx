import {
  TRAILER_BODY_TYPES,
  TRAILER_STATUSES,
  TRAILER_TYPES,
  trailerInputSchema,
  type Trailer,
  type TrailerInput,
} from '@haulage/shared/contracts';
import { DateField, SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame } from '@haulage/shared/area-kit';
import { useFleetForm, type FleetFormProps } from '../../../lib/fleet-form';
import { optionsOf } from '../../../lib/options';
import { toTrailerPayload, type TrailerFormValues } from '../model/trailer-form';

const resolver = payloadResolver<TrailerFormValues, typeof trailerInputSchema>(trailerInputSchema, toTrailerPayload);
const FIELDS = Object.keys(trailerInputSchema.shape);

export const TrailerForm = ({ onCancel, ...props }: FleetFormProps<TrailerFormValues, TrailerInput, Trailer>) => {
  const form = useFleetForm(resolver, FIELDS, props);
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Trailer" onCancel={onCancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
        <TextField label="Trailer name" required {...field('trailerName')} />
        <TextField label="Plate number" required placeholder="ABC123" {...field('plateNumber')} />
        <SelectField label="Trailer type" required options={optionsOf(TRAILER_TYPES)} {...field('trailerType')} />
        <SelectField label="Body type" required options={optionsOf(TRAILER_BODY_TYPES)} {...field('bodyType')} />
        <SelectField label="Trailer status" options={optionsOf(TRAILER_STATUSES)} {...field('trailerStatus')} />
        <DateField label="Inspection date" {...field('inspectionDate')} />
        <TextField label="VIN" {...field('vin')} />
      </SimpleGrid>
      <TextareaField label="Notes" {...field('notes')} />
    </EntityFormFrame>
  );
};
