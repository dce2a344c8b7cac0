import { Controller } from 'react-hook-form';
import { DRIVER_STATUSES, driverInputSchema, EMPLOYMENT_TYPES, type Driver, type DriverInput } from '@haulage/shared/contracts';
import { DateField, SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame } from '@haulage/shared/area-kit';
import { useFleetForm, type FleetFormProps } from '../../../lib/fleet-form';
import { AreaSelectField } from '../../../lib/area-select-field';
import { optionsOf } from '../../../lib/options';
import { toDriverPayload, type DriverFormValues } from '../model/driver-form';
import { LicenceClassesField } from './licence-classes-field';

const resolver = payloadResolver<DriverFormValues, typeof driverInputSchema>(driverInputSchema, toDriverPayload);
const FIELDS = Object.keys(driverInputSchema.shape);

export const DriverForm = ({ onCancel, ...props }: FleetFormProps<DriverFormValues, DriverInput, Driver>) => {
  const form = useFleetForm(resolver, FIELDS, props);
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Driver" onCancel={onCancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
        <TextField label="First name" required {...field('firstName')} />
        <TextField label="Last name" required {...field('lastName')} />
        <TextField label="Employee number" required {...field('employeeNumber')} />
        <TextField label="Personal identity number" {...field('personalIdentityNumber')} />
        <TextField label="Phone number" {...field('phoneNumber')} />
        <TextField label="E-mail address" {...field('emailAddress')} />
        <TextField label="Address" {...field('address')} />
        <SelectField label="Employment type" options={optionsOf(EMPLOYMENT_TYPES)} {...field('employmentType')} />
        <SelectField label="Driver status" options={optionsOf(DRIVER_STATUSES)} {...field('driverStatus')} />
        <AreaSelectField {...field('area')} />
        <DateField label="Licence expiry date" {...field('licenceExpiryDate')} />
        <DateField label="Code 95 (YKB) expiry date" {...field('code95ExpiryDate')} />
        <TextField label="Driver card number" {...field('driverCardNumber')} />
        <DateField label="Driver card expiry date" {...field('driverCardExpiryDate')} />
        <DateField label="ADR certificate expiry date" {...field('adrExpiryDate')} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="licenceClasses"
        render={({ field: licences, fieldState }) => (
          <LicenceClassesField value={licences.value} onChange={licences.onChange} error={fieldState.error?.message} />
        )}
      />
      <TextareaField label="Notes" {...field('notes')} />
    </EntityFormFrame>
  );
};
