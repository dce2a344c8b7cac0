import { useState } from 'react';
import { Box, SearchSelect, type SelectOption } from '@haulage/shared/ui';
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
  const selected = value ? { value, label: current.data?.companyName ?? 'Chosen customer' } : null;

  return (
    <Box minW="56">
      <SearchSelect
        label="Customer"
        searchLabel="Search customers"
        placeholder="All customers"
        value={value}
        options={options}
        selected={selected}
        term={term}
        onSearch={setTerm}
        onChange={onChange}
      />
    </Box>
  );
};
