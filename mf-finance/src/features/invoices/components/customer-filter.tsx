import { useState } from 'react';
import { Field, NativeSelect, SearchInput, Stack, type SelectOption } from '@haulage/shared/ui';
import { useGetCustomerOptionQuery, useGetCustomerOptionsQuery } from '#lib';

export interface CustomerFilterProps {
  /** The customer's documentId, or '' for every customer. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Narrow the list to one customer: type to search the customers on the server, then choose. The
 * chosen one is read by its id, so a filter opened from a link names its customer at once.
 */
export const CustomerFilter = ({ value, onChange }: CustomerFilterProps) => {
  const [term, setTerm] = useState('');
  const found = useGetCustomerOptionsQuery(term);
  const current = useGetCustomerOptionQuery(value, { skip: !value });
  const options: SelectOption[] = (found.data ?? []).map((customer) => ({ value: customer.documentId, label: customer.companyName }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: current.data?.companyName ?? 'Chosen customer' });
  }

  return (
    <Stack gap="1" minW="56">
      <SearchInput label="Search customers" placeholder="Search customers…" value={term} onChange={setTerm} />
      <Field.Root>
        <Field.Label>Customer</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">All customers</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
};
