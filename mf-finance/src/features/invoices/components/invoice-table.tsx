import type { ParsedList } from '@haulage/shared/api';
import type { Invoice } from '@haulage/shared/contracts';
import type { ListState } from '@haulage/shared/area-kit';
import { formatDate, formatMoney } from '@haulage/shared/format';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';
import { InvoiceStatusBadge } from './invoice-status-badge';

const columns: DataTableColumn<Invoice>[] = [
  { key: 'number', header: 'Number', sortable: true, render: (row) => row.number ?? 'Draft' },
  { key: 'customer', header: 'Customer', render: (row) => row.customerSnapshot.name },
  { key: 'invoiceDate', header: 'Invoice date', sortable: true, render: (row) => formatDate(row.invoiceDate) },
  { key: 'dueDate', header: 'Due', sortable: true, render: (row) => formatDate(row.dueDate) },
  {
    key: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    render: (row) => formatMoney(row.total, { ore: true, currency: row.currency }),
  },
  { key: 'status', header: 'Status', sortable: true, render: (row) => <InvoiceStatusBadge invoice={row} /> },
];

export interface InvoiceTableProps {
  list: ParsedList<Invoice> | undefined;
  state: ListState;
  loading: boolean;
  onChange: (change: Partial<ListState>) => void;
  onOpen: (invoice: Invoice) => void;
}

export const InvoiceTable = ({ list, state, loading, onChange, onOpen }: InvoiceTableProps) => (
  <DataTable
    label="Invoices"
    columns={columns}
    rows={list?.items ?? []}
    loading={loading}
    sort={state.sort}
    onSortChange={(sort) => onChange({ sort })}
    page={state.page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={(page) => onChange({ page })}
    emptyMessage="No invoices"
    onRowClick={onOpen}
  />
);
