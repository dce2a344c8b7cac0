import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextareaField, TextField } from '@haulage/shared/ui';
import type { JobFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { DangerousGoodsFields } from './dangerous-goods-fields';
import { FormSection } from './form-section';

export interface GoodsSectionProps {
  control: Control<JobFormValues, unknown, JobPayload>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/**
 * What is carried, as the consignment note's goods boxes name it (marks, packages, packing, nature,
 * weight, volume); ADR goods add their UN number, class and packing group, and need a driver with
 * a valid ADR certificate (the board warns).
 */
export const GoodsSection = ({ control, register, errors }: GoodsSectionProps) => {
  const adr = useWatch({ control, name: 'adr' });
  return (
    <FormSection legend="Goods">
      <TextareaField label="Goods description" rows={2} registration={register('goodsDescription')} error={errors.goodsDescription} />
      <TextField label="Marks and numbers" registration={register('goodsMarks')} error={errors.goodsMarks} />
      <TextField label="Weight (kg)" registration={register('weightKg')} error={errors.weightKg} inputProps={{ inputMode: 'decimal' }} />
      <TextField label="Volume (m³)" registration={register('volumeM3')} error={errors.volumeM3} inputProps={{ inputMode: 'decimal' }} />
      <TextField label="Pallets" registration={register('pallets')} error={errors.pallets} inputProps={{ inputMode: 'numeric' }} />
      <TextField
        label="Number of packages"
        helperText="For the consignment note; the pallets count when left empty"
        registration={register('packageCount')}
        error={errors.packageCount}
        inputProps={{ inputMode: 'numeric' }}
      />
      <TextField
        label="Kind of packing"
        placeholder="e.g. EUR pallets, cartons, IBC"
        registration={register('packaging')}
        error={errors.packaging}
      />
      <Controller
        control={control}
        name="adr"
        render={({ field }) => (
          <CheckboxField label="ADR goods" checked={field.value} onCheckedChange={field.onChange} error={errors.adr} />
        )}
      />
      {adr ? <DangerousGoodsFields register={register} errors={errors} /> : null}
    </FormSection>
  );
};
