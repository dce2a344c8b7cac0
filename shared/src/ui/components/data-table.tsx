import type { ReactNode } from 'react';
import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import type { SortSpec } from '../../api/list-query';
import { TablePagination, type TablePaginationProps } from './table-pagination';

export interface DataTableColumn<Row> {
  /** Column id; also the sort field unless `sortField` says otherwise. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  sortField?: string;
  width?: string;
  align?: 'start' | 'center' | 'end';
}

export interface DataTableProps<Row> extends Partial<TablePaginationProps> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** Accessible name of the table, e.g. "Trucks". */
  label: string;
  getRowKey?: (row: Row, index: number) => string | number;
  /** The server-side sort; one field at a time. */
  sort?: SortSpec | null;
  onSortChange?: (sort: SortSpec) => void;
  loading?: boolean;
  emptyMessage?: ReactNode;
  onRowClick?: (row: Row) => void;
}

const defaultKey = (row: unknown, index: number): string | number => {
  const record = row as { documentId?: string; id?: number };
  return record.documentId ?? record.id ?? index;
};

const ariaSort = (sort: SortSpec | null | undefined, field: string) => {
  if (sort?.field !== field) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
};

const nextSort = (sort: SortSpec | null | undefined, field: string): SortSpec => ({
  field,
  order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc',
});

const cellText = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

/** A server-driven table: the caller owns sort and page (they go into the list query). */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { columns, rows, label, sort, onSortChange, loading, emptyMessage = 'No results', onRowClick } = props;
  const getRowKey = props.getRowKey ?? defaultKey;
  const message = loading ? (
    <>
      <Spinner size="sm" me="2" />
      Loading…
    </>
  ) : rows.length === 0 ? (
    emptyMessage
  ) : null;
  return (
    <Box>
      {/* Focusable so a keyboard can scroll a table wider than a phone even when it holds no link. */}
      <Table.ScrollArea borderWidth="1px" rounded="card" tabIndex={0}>
        <Table.Root size="sm" aria-label={label} aria-busy={loading || undefined} interactive={Boolean(onRowClick)}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const field = column.sortField ?? column.key;
                const sortable = column.sortable && onSortChange;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={column.align}
                    aria-sort={column.sortable ? ariaSort(sort, field) : undefined}
                  >
                    {sortable ? (
                      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSortChange(nextSort(sort, field))}>
                        {column.header}
                        <Text as="span" aria-hidden>
                          {sort?.field === field ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                        </Text>
                      </Button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {message !== null ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="6" color="fg.muted">
                  {message}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row, index) => (
                <Table.Row
                  key={getRowKey(row, index)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  cursor={onRowClick ? 'pointer' : undefined}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {column.render ? column.render(row) : cellText(row, column.key)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {props.page !== undefined && props.pageCount !== undefined && props.onPageChange ? (
        <TablePagination page={props.page} pageCount={props.pageCount} total={props.total} onPageChange={props.onPageChange} />
      ) : null}
    </Box>
  );
};
