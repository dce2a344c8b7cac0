import { Controller } from 'react-hook-form';
import {
  DRIVER_STATUSES,
  driverInputSchema,
  EMPLOYMENT_TYPES,
  type Driver,
  type DriverInput,
  type ItemResponse,
} from '@haulage/shared/contracts';
import { DateField, SelectField, SimpleGrid, Skeleton, Stack, TextareaField, TextField } from '@haulage/shared/ui';
import { useGetAreasQuery } from '../../../lib/api/get-areas';
import { payloadResolver } from '@haulage/shared/forms';
import { optionsOf } from '../../../lib/options';
import { FormActions, FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { toDriverPayload, type DriverFormValues } from '../model/driver-form';
import { LicenceClassesField } from './licence-classes-field';

const resolver = payloadResolver<DriverFormValues, typeof driverInputSchema>(driverInputSchema, toDriverPayload);
const FIELDS = Object.keys(driverInputSchema.shape);

interface Props {
  defaultValues: DriverFormValues;
  save: (payload: DriverInput) => Promise<ItemResponse<Driver>>;
  successMessage: string;
  onSaved: (driver: Driver) => void;
  onCancel: () => void;
}

export const DriverForm = ({ defaultValues, save, successMessage, onSaved, onCancel }: Props) => {
  // The area select waits for its options: a native select cannot hold a value it has no option for.
  const { data: areas = [], isLoading: areasLoading } = useGetAreasQuery();
  const { register, control, formState, onSubmit, guard, warnings, alert, dismissAlert } = useEntityForm({
    resolver,
    defaultValues,
    fields: FIELDS,
    successMessage,
    save,
    onSaved: (response) => onSaved(response.data),
  });
  const errors = formState.errors;
  const text = (name: keyof DriverFormValues & string, label: string, required = false) => (
    <TextField key={name} label={label} required={required} registration={register(name)} error={errors[name]} warning={warnings[name]} />
  );
  const date = (name: keyof DriverFormValues & string, label: string) => (
    <DateField key={name} label={label} registration={register(name)} error={errors[name]} />
  );
  return (
    <form noValidate aria-label="Driver" onSubmit={onSubmit}>
      <Stack gap="6">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
          {text('firstName', 'First name', true)}
          {text('lastName', 'Last name', true)}
          {text('employeeNumber', 'Employee number', true)}
          {text('personalIdentityNumber', 'Personal identity number')}
          {text('phoneNumber', 'Phone number')}
          {text('emailAddress', 'E-mail address')}
          {text('address', 'Address')}
          <SelectField
            label="Employment type"
            options={optionsOf(EMPLOYMENT_TYPES)}
            registration={register('employmentType')}
            error={errors.employmentType}
          />
          <SelectField
            label="Driver status"
            options={optionsOf(DRIVER_STATUSES)}
            registration={register('driverStatus')}
            error={errors.driverStatus}
          />
          {areasLoading ? (
            <Skeleton height="64px" aria-label="Loading areas" />
          ) : (
            <SelectField
              label="Area"
              placeholder="No area"
              options={areas.map((a) => ({ value: a.documentId, label: a.name }))}
              registration={register('area')}
              error={errors.area}
            />
          )}
          {date('licenceExpiryDate', 'Licence expiry date')}
          {date('code95ExpiryDate', 'Code 95 (YKB) expiry date')}
          {text('driverCardNumber', 'Driver card number')}
          {date('driverCardExpiryDate', 'Driver card expiry date')}
          {date('adrExpiryDate', 'ADR certificate expiry date')}
        </SimpleGrid>
        <Controller
          control={control}
          name="licenceClasses"
          render={({ field, fieldState }) => (
            <LicenceClassesField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <TextareaField label="Notes" registration={register('notes')} error={errors.notes} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
