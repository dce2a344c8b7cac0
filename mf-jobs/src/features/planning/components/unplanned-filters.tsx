import { useState } from 'react';
import { SearchSelect } from '@haulage/shared/ui';
import { FilterBar } from '@haulage/shared/area-kit';
import { useGetAreaOptionsQuery, useGetCustomerOptionsQuery } from '#lib';
import type { UnplannedFilters } from '../model/unplanned-query';
import { JOB_SEARCH_HINT } from '#lib';

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
    <FilterBar
      compact
      search={{
        label: 'Search open jobs',
        placeholder: JOB_SEARCH_HINT,
        value: filters.search,
        onChange: (search) => onChange({ search }),
      }}
      area={{ value: filters.area, onChange: (area) => onChange({ area }), areas: areas.data }}
      day={{ label: 'Wanted on', value: filters.day, onChange: (day) => onChange({ day }) }}
    >
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
    </FilterBar>
  );
};
