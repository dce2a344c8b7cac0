import type { ReactNode } from 'react';
import { Field, Flex, Input, NativeSelect, SearchInput, Stack } from '@haulage/shared/ui';

/** An area as a filter offers it. */
export interface AreaChoice {
  documentId: string;
  name: string;
}

export interface AreaFilterProps {
  /** '' is every area. */
  value: string;
  onChange: (area: string) => void;
  areas: readonly AreaChoice[] | undefined;
  compact?: boolean;
  /** In a toolbar of buttons the select names itself ("Area") and keeps the row one line high. */
  inline?: boolean;
}

export interface FilterBarProps {
  /** What the user types; the server does the matching. */
  search?: { value: string; onChange: (search: string) => void; label?: string; placeholder?: string };
  /** The area the list is narrowed to; '' is every area. */
  area?: AreaFilterProps;
  /** A date range (YYYY-MM-DD, '' for open); `labels` name its two ends. */
  period?: {
    from: string;
    to: string;
    onChange: (change: { from?: string; to?: string }) => void;
    labels?: [string, string];
  };
  /** One wanted day (YYYY-MM-DD, '' for any day). */
  day?: { value: string; onChange: (day: string) => void; label: string };
  /** A pane beside a board stacks its filters small; a list screen lays them out in a row. */
  compact?: boolean;
  /** Filters only this list has, placed after the search. */
  children?: ReactNode;
  /** What the screen does with the filtered set (export, push), after the filters. */
  actions?: ReactNode;
}

const DateField = ({
  label,
  value,
  onChange,
  compact,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  compact?: boolean;
}) => (
  <Field.Root maxW={compact ? undefined : '44'}>
    <Field.Label fontSize={compact ? 'sm' : undefined}>{label}</Field.Label>
    <Input type="date" size={compact ? 'sm' : undefined} value={value} onChange={(event) => onChange(event.target.value)} />
  </Field.Root>
);

/** The area a list or board is narrowed to, as every filter bar offers it. */
export const AreaFilter = ({ value, onChange, areas, compact, inline }: AreaFilterProps) => (
  // As wide as an area's name, never the whole row: on a board's toolbar it stays beside the period.
  <Field.Root maxW="60">
    {inline ? null : <Field.Label fontSize={compact ? 'sm' : undefined}>Area</Field.Label>}
    <NativeSelect.Root size={compact ? 'sm' : undefined}>
      <NativeSelect.Field aria-label={inline ? 'Area' : undefined} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All areas</option>
        {(areas ?? []).map((choice) => (
          <option key={choice.documentId} value={choice.documentId}>
            {choice.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

/**
 * The one filter bar of the product's lists and boards: search, the list's own filters, area,
 * period and day, always in that order and in the same words ("All areas", "From", "To").
 */
export const FilterBar = ({ search, area, period, day, compact, children, actions }: FilterBarProps) => {
  const [fromLabel, toLabel] = period?.labels ?? ['From', 'To'];
  const fields = (
    <>
      {search ? (
        <SearchInput label={search.label} placeholder={search.placeholder} value={search.value} onChange={search.onChange} />
      ) : null}
      {children}
      {area ? <AreaFilter {...area} compact={compact} /> : null}
      {period ? (
        <>
          <DateField label={fromLabel} value={period.from} onChange={(from) => period.onChange({ from })} compact={compact} />
          <DateField label={toLabel} value={period.to} onChange={(to) => period.onChange({ to })} compact={compact} />
        </>
      ) : null}
      {day ? <DateField label={day.label} value={day.value} onChange={day.onChange} compact={compact} /> : null}
      {actions}
    </>
  );
  return compact ? (
    <Stack gap="2" mb="3">
      {fields}
    </Stack>
  ) : (
    <Flex gap="3" wrap="wrap" align="end" mb="4">
      {fields}
    </Flex>
  );
};
