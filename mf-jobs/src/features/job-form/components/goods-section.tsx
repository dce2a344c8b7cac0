import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextareaField, TextField } from '@haulage/shared/ui';
import type { JobFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { FormSection } from './form-section';

export interface GoodsSectionProps {
  control: Control<JobFormValues, unknown, JobPayload>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/** What is carried; ADR goods need a driver with a valid ADR certificate (the board warns). */
export const GoodsSection = ({ control, register, errors }: GoodsSectionProps) => (
  <FormSection legend="Goods">
    <TextareaField label="Goods description" rows={2} registration={register('goodsDescription')} error={errors.goodsDescription} />
    <TextField label="Weight (kg)" registration={register('weightKg')} error={errors.weightKg} inputProps={{ inputMode: 'decimal' }} />
    <TextField label="Pallets" registration={register('pallets')} error={errors.pallets} inputProps={{ inputMode: 'numeric' }} />
    <Controller
      control={control}
      name="adr"
      render={({ field }) => <CheckboxField label="ADR goods" checked={field.value} onCheckedChange={field.onChange} error={errors.adr} />}
    />
  </FormSection>
);
