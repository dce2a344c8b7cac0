import { NativeSelect } from '@chakra-ui/react';

export const ALL_STATUSES = 'all';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable, e.g. a trailer already linked to another truck (say why in the label). */
  disabled?: boolean;
}

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
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);
