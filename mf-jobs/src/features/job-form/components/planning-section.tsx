import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { DateField, SelectField, TextareaField, TextField } from '@haulage/shared/ui';
import type { JobFormValues } from '../model/job-form';
import { FormSection } from './form-section';

const VEHICLE_OPTIONS = VEHICLE_CLASSES.map((vehicleClass) => ({ value: vehicleClass, label: vehicleClass === 'truck' ? 'Truck' : 'Van' }));

export interface PlanningSectionProps {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/** What the job needs of the fleet and when; the truck and driver are given on the planning board. */
export const PlanningSection = ({ register, errors }: PlanningSectionProps) => (
  <FormSection legend="Planning">
    <SelectField label="Vehicle class" options={VEHICLE_OPTIONS} registration={register('vehicleClass')} error={errors.vehicleClass} />
    <DateField label="Planned date" registration={register('plannedDate')} error={errors.plannedDate} />
    <TextField label="Km planned" registration={register('kmPlanned')} error={errors.kmPlanned} inputProps={{ inputMode: 'decimal' }} />
    <TextareaField label="Notes for the driver" rows={2} registration={register('notesDriver')} error={errors.notesDriver} />
    <TextareaField label="Internal notes" rows={2} registration={register('notesInternal')} error={errors.notesInternal} />
  </FormSection>
);
