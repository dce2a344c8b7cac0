import { DataTable, type DataTableProps, ErrorState } from '@haulage/shared/ui';
import { errorMessage } from './api-errors';

/** What the table reads of an RTK Query result. */
export interface TableQuery<Row> {
  data?: Row[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type QueryTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'loading'> & { query: TableQuery<Row> };

/**
 * A short, unpaged list of a record's own rows (its contacts, its messages) from one query: loading,
 * the rows, or a failed load said as the list pages say it ("Contacts could not be loaded", Retry),
 * never an empty table that claims there are none.
 */
export const QueryTable = <Row,>({ query, ...table }: QueryTableProps<Row>) =>
  query.error ? (
    <ErrorState title={`${table.label} could not be loaded`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  ) : (
    <DataTable {...table} rows={query.data ?? []} loading={query.isLoading} />
  );
