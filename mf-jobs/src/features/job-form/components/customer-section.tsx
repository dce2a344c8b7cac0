import { useState } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { contactName } from '@haulage/shared/contracts';
import { FieldFrame, NativeSelect, SearchSelect, type SelectOption, TextField } from '@haulage/shared/ui';
import { useGetCustomerOptionsQuery } from '#lib';
import { useGetCustomerContactsQuery } from '../api/get-customer-contacts';
import type { JobFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { FormSection } from './form-section';

export interface CustomerSectionProps {
  control: Control<JobFormValues, unknown, JobPayload>;
  register: UseFormRegister<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  /** The job's customer on an edit, named before any search. */
  initialCustomer?: SelectOption | null;
}

/** Who the job is for: the customer (searched), one of its contacts, and their reference. */
export const CustomerSection = ({ control, register, setValue, errors, initialCustomer = null }: CustomerSectionProps) => {
  const [term, setTerm] = useState('');
  const customers = useGetCustomerOptionsQuery(term);
  const customer = useWatch({ control, name: 'customer' });
  const contacts = useGetCustomerContactsQuery(customer, { skip: !customer });
  const options = (customers.data ?? []).map((option) => ({ value: option.documentId, label: option.companyName }));

  return (
    <FormSection legend="Customer">
      <Controller
        control={control}
        name="customer"
        render={({ field }) => (
          <SearchSelect
            label="Customer"
            searchLabel="Search customers"
            required
            placeholder="Choose a customer"
            term={term}
            onSearch={setTerm}
            options={options}
            selected={initialCustomer}
            value={field.value}
            error={errors.customer?.message}
            onChange={(value) => {
              field.onChange(value);
              // A contact belongs to one customer: another customer's contact would be refused.
              setValue('contact', '', { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="contact"
        render={({ field }) => (
          // Controlled: the contacts load after the form, and the saved one must show once they do.
          <FieldFrame label="Contact" error={errors.contact?.message} helperText={customer ? undefined : 'Choose the customer first'}>
            <NativeSelect.Root disabled={!customer}>
              <NativeSelect.Field name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                <option value="">No contact</option>
                {(contacts.data ?? []).map((contact) => (
                  <option key={contact.documentId} value={contact.documentId}>
                    {contactName(contact)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
        )}
      />
      <TextField label="Customer reference" registration={register('customerReference')} error={errors.customerReference} />
    </FormSection>
  );
};
