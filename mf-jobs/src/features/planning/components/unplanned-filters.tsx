import { useState } from 'react';
import { Field, Input, NativeSelect, SearchInput, SearchSelect, Stack } from '@haulage/shared/ui';
import { useGetAreaOptionsQuery, useGetCustomerOptionsQuery } from '#lib';
import type { UnplannedFilters } from '../model/unplanned-query';

export interface UnplannedFiltersProps {
  filters: UnplannedFilters;
  onChange: (change: Partial<UnplannedFilters>) => void;
}

/** Text, customer, area and wanted day for the open jobs beside the board; the server does the narrowing. */
export const UnplannedFilterFields = ({ filters, onChange }: UnplannedFiltersProps) => {
  const [term, setTerm] = useState('');
  const customers = useGetCustomerOptionsQuery(term);
  const areas = useGetAreaOptionsQuery();
  return (
    <Stack gap="2" mb="3">
      <SearchInput
        label="Search open jobs"
        placeholder="Job, reference, goods, customer or place"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <SearchSelect
        label="Customer"
        searchLabel="Search customers"
        placeholder="All customers"
        value={filters.customer}
        options={(customers.data ?? []).map((customer) => ({ value: customer.documentId, label: customer.companyName }))}
        term={term}
        onSearch={setTerm}
        onChange={(customer) => onChange({ customer })}
      />
      <Field.Root>
        <Field.Label fontSize="sm">Area</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.area} onChange={(event) => onChange({ area: event.target.value })}>
            <option value="">All areas</option>
            {(areas.data ?? []).map((area) => (
              <option key={area.documentId} value={area.documentId}>
                {area.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">Wanted on</Field.Label>
        <Input type="date" size="sm" value={filters.day} onChange={(event) => onChange({ day: event.target.value })} />
      </Field.Root>
    </Stack>
  );
};
