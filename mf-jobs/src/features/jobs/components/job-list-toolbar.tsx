import { useState } from 'react';
import { JOB_STATUS_LABELS, JOB_STATUSES } from '@haulage/shared/contracts';
import { Flex, SearchInput, StatusFilter } from '@haulage/shared/ui';
import type { ListState } from '@haulage/shared/area-kit';
import { useGetAreaOptionsQuery } from '#lib';
import { useGetCustomerChoicesQuery, useGetTruckChoicesQuery } from '../api/get-filter-choices';
import type { JobListFilters } from '../model/job-list-state';
import { ChoiceFilter, DateFilter } from './filter-fields';
import { JOB_SEARCH_HINT } from '#lib';

// Drafts have their own page; the list offers every later status.
const STATUS_OPTIONS = JOB_STATUSES.filter((status) => status !== 'draft').map((status) => ({
  value: status,
  label: JOB_STATUS_LABELS[status],
}));

type FilterProps = { value: string; onChange: (value: string) => void };

const CustomerFilter = ({ value, onChange }: FilterProps) => {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useGetCustomerChoicesQuery(undefined, { skip: !open && !value });
  return (
    <ChoiceFilter
      label="Customer"
      allLabel="All customers"
      {...{ value, onChange, choices: data ?? [], loading: isFetching }}
      onOpen={() => setOpen(true)}
    />
  );
};

const TruckFilter = ({ value, onChange }: FilterProps) => {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useGetTruckChoicesQuery(undefined, { skip: !open && !value });
  return (
    <ChoiceFilter
      label="Truck"
      allLabel="All trucks"
      {...{ value, onChange, choices: data ?? [], loading: isFetching }}
      onOpen={() => setOpen(true)}
    />
  );
};

const AreaFilter = ({ value, onChange }: FilterProps) => {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = useGetAreaOptionsQuery(undefined, { skip: !open && !value });
  const choices = (data ?? []).map((area) => ({ value: area.documentId, label: area.name }));
  return (
    <ChoiceFilter label="Area" allLabel="All areas" {...{ value, onChange, choices, loading: isFetching }} onOpen={() => setOpen(true)} />
  );
};

export interface JobListToolbarProps {
  state: ListState;
  filters: JobListFilters;
  onChange: (change: Partial<ListState>) => void;
  onFilterChange: (change: Partial<JobListFilters>) => void;
}

export const JobListToolbar = ({ state, filters, onChange, onFilterChange }: JobListToolbarProps) => (
  <Flex gap="3" wrap="wrap" align="flex-end">
    <SearchInput value={state.search} onChange={(search) => onChange({ search })} placeholder={JOB_SEARCH_HINT} />
    <StatusFilter value={state.status} onChange={(status) => onChange({ status })} options={STATUS_OPTIONS} allLabel="All but drafts" />
    <DateFilter label="Planned from" value={filters.from} onChange={(from) => onFilterChange({ from })} />
    <DateFilter label="Planned to" value={filters.to} onChange={(to) => onFilterChange({ to })} />
    <CustomerFilter value={filters.customer} onChange={(customer) => onFilterChange({ customer })} />
    <TruckFilter value={filters.truck} onChange={(truck) => onFilterChange({ truck })} />
    <AreaFilter value={filters.area} onChange={(area) => onFilterChange({ area })} />
  </Flex>
);
