import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADR_CLASSES, PACKING_GROUPS } from '@haulage/shared/contracts';
import { SelectField, TextField } from '@haulage/shared/ui';
import type { JobFormValues } from '../model/job-form';

const CLASS_OPTIONS = ADR_CLASSES.map((adrClass) => ({ value: adrClass, label: `Class ${adrClass}` }));
const GROUP_OPTIONS = PACKING_GROUPS.map((group) => ({ value: group, label: group }));

export interface DangerousGoodsFieldsProps {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/** What the ADR line of the consignment note and the driver's run say: "UN 1203, 3, II". */
export const DangerousGoodsFields = ({ register, errors }: DangerousGoodsFieldsProps) => (
  <>
    <TextField
      label="UN number"
      required
      placeholder="e.g. UN 1203"
      registration={register('unNumber')}
      error={errors.unNumber}
      inputProps={{ autoComplete: 'off' }}
    />
    <SelectField
      label="ADR class"
      required
      placeholder="Choose a class"
      options={CLASS_OPTIONS}
      registration={register('adrClass')}
      error={errors.adrClass}
    />
    <SelectField
      label="Packing group"
      placeholder="None"
      options={GROUP_OPTIONS}
      registration={register('packingGroup')}
      error={errors.packingGroup}
    />
  </>
);
