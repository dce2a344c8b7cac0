import type { Invoice } from '@haulage/shared/contracts';
import type { ListTableControls } from '@haulage/shared/area-kit';
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

export interface InvoiceTableProps extends ListTableControls {
  rows: Invoice[];
  loading: boolean;
  onOpen: (invoice: Invoice) => void;
}

export const InvoiceTable = ({ rows, loading, onOpen, ...paging }: InvoiceTableProps) => (
  <DataTable label="Invoices" columns={columns} rows={rows} loading={loading} {...paging} emptyMessage="No invoices" onRowClick={onOpen} />
);
