import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DateField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import type { TruckFormValues } from '../model/truck-form';

interface Props {
  register: UseFormRegister<TruckFormValues>;
  errors: FieldErrors<TruckFormValues>;
}

/** Inspections, insurance, ownership dates and notes. */
export const TruckPaperFields = ({ register, errors }: Props) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
    <DateField label="Technical inspection date" registration={register('techInspectionDate')} error={errors.techInspectionDate} />
    <DateField
      label="Tachograph inspection date"
      registration={register('tachographInspectionDate')}
      error={errors.tachographInspectionDate}
    />
    <TextField label="Insurance number" registration={register('insuranceNumber')} error={errors.insuranceNumber} />
    <DateField label="Insurance expiry date" registration={register('insuranceExpiryDate')} error={errors.insuranceExpiryDate} />
    <DateField label="Bought date" registration={register('truckBoughtDate')} error={errors.truckBoughtDate} />
    <DateField label="Sold date" registration={register('truckSoldDate')} error={errors.truckSoldDate} />
    <TextareaField label="Insurance case" rows={3} registration={register('insuranceCase')} error={errors.insuranceCase} />
    <TextareaField label="General note" rows={3} registration={register('generalNote')} error={errors.generalNote} />
    <TextareaField label="Remarks" rows={3} registration={register('remarks')} error={errors.remarks} />
  </SimpleGrid>
);
