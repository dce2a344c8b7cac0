import { useForm } from 'react-hook-form';
import {
  CUSTOMER_STATUSES,
  CUSTOMER_STATUS_LABELS,
  VAT_TYPES,
  customerFilterInputSchema,
  type CustomerFilter,
  type CustomerFilterInput,
} from '@haulage/shared/contracts';
import { NumberField, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormActions, FormAlert, useApiSubmit, useLeaveGuard } from '@haulage/shared/area-kit';
import { FILTER_FORM_FIELDS, filterToForm, formToFilterPayload, type FilterFormValues } from '../model/filter-form';

const resolver = payloadResolver(customerFilterInputSchema, formToFilterPayload);
const statusOptions = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));
const vatOptions = VAT_TYPES.map((vatType) => ({ value: vatType, label: vatType }));

export interface FilterFormProps {
  filter: CustomerFilter | null;
  onSave: (data: CustomerFilterInput) => Promise<unknown>;
  onCancel?: () => void;
}

export const FilterForm = ({ filter, onSave, onCancel }: FilterFormProps) => {
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<FilterFormValues, unknown, CustomerFilterInput>({
    defaultValues: filterToForm(filter),
    resolver,
  });
  const errors = formState.errors;
  const { submit: write, alert, dismissAlert } = useApiSubmit<FilterFormValues>({ setError, fields: FILTER_FORM_FIELDS, watch });
  const guard = useLeaveGuard(formState.isDirty);
  const submit = handleSubmit(async (data) => {
    if ((await write(() => onSave(data))) !== null) reset(filterToForm(null));
  });
  return (
    <form onSubmit={submit} noValidate aria-label={filter ? `Edit filter ${filter.name}` : 'New filter'}>
      <Stack gap="4" borderWidth="1px" rounded="card" p="4">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField label="Filter name" required registration={register('name')} error={errors.name} />
          <TextField
            label="Search text"
            registration={register('search')}
            error={errors.search}
            helperText="Name, number, e-mail, phone or contact"
          />
          <SelectField
            label="Customer status"
            placeholder="Any status"
            registration={register('customerStatus')}
            error={errors.customerStatus}
            options={statusOptions}
          />
          <TextField label="Country" registration={register('countryCode')} error={errors.countryCode} />
          <SelectField
            label="VAT type"
            placeholder="Any VAT type"
            registration={register('vatType')}
            error={errors.vatType}
            options={vatOptions}
          />
          <NumberField
            label="Payment terms (days)"
            min={0}
            max={120}
            registration={register('paymentTermsDays')}
            error={errors.paymentTermsDays}
          />
        </SimpleGrid>
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} submitLabel="Save filter" />
      </Stack>
    </form>
  );
};
