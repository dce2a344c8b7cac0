import { NativeSelect } from '@chakra-ui/react';
import { SelectOptions, type SelectOption } from './select-options';

export const ALL_STATUSES = 'all';

export interface StatusFilterProps {
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  label?: string;
  allLabel?: string;
}

/** A status select whose first option, 'all', means "no status filter" in the list query. */
export const StatusFilter = ({ value, onChange, options, label = 'Status', allLabel = 'All statuses' }: StatusFilterProps) => (
  <NativeSelect.Root maxW="60">
    <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value={ALL_STATUSES}>{allLabel}</option>
      <SelectOptions options={options} />
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
