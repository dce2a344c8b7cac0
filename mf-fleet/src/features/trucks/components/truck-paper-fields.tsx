import type { FieldBinder } from '@haulage/shared/area-kit';
import { DateField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import type { TruckFormValues } from '../model/truck-form';

/** Inspections, insurance, ownership dates and notes. */
export const TruckPaperFields = ({ field }: { field: FieldBinder<TruckFormValues> }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
    <DateField label="Technical inspection date" {...field('techInspectionDate')} />
    <DateField label="Tachograph inspection date" {...field('tachographInspectionDate')} />
    <TextField label="Insurance number" {...field('insuranceNumber')} />
    <DateField label="Insurance expiry date" {...field('insuranceExpiryDate')} />
    <DateField label="Bought date" {...field('truckBoughtDate')} />
    <DateField label="Sold date" {...field('truckSoldDate')} />
    <TextareaField label="Insurance case" rows={3} {...field('insuranceCase')} />
    <TextareaField label="General note" rows={3} {...field('generalNote')} />
    <TextareaField label="Remarks" rows={3} {...field('remarks')} />
  </SimpleGrid>
);
