import type { SortSpec } from '@haulage/shared/api';
import { Button, Table, Text } from '@haulage/shared/ui';

const ariaSort = (sort: SortSpec | null, field: string) => {
  if (sort?.field !== field) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
};

export interface SortHeaderProps {
  field: string;
  label: string;
  sort: SortSpec | null;
  onSortChange: (sort: SortSpec) => void;
}

/** A column header that sorts the list on the server; a second click flips the order. */
export const SortHeader = ({ field, label, sort, onSortChange }: SortHeaderProps) => (
  <Table.ColumnHeader aria-sort={ariaSort(sort, field)}>
    <Button
      variant="plain"
      size="sm"
      px="0"
      fontWeight="semibold"
      onClick={() => onSortChange({ field, order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc' })}
    >
      {label}
      <Text as="span" aria-hidden>
        {sort?.field === field ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
      </Text>
    </Button>
  </Table.ColumnHeader>
);
