import type { ListTableControls } from '@haulage/shared/area-kit';
import { formatDate, formatDateTime } from '@haulage/shared/format';
import { DataTable, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import type { InvoiceExportRecord } from '../api/exports-api';

const KIND_LABELS: Record<InvoiceExportRecord['kind'], string> = { csv: 'CSV', sie4: 'SIE 4', fortnox: 'Fortnox' };

const columns: DataTableColumn<InvoiceExportRecord>[] = [
  { key: 'createdAt', header: 'When', render: (row) => formatDateTime(row.createdAt) },
  { key: 'kind', header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
  { key: 'period', header: 'Period', render: (row) => `${formatDate(row.periodFrom)} – ${formatDate(row.periodTo)}` },
  { key: 'invoiceCount', header: 'Invoices', align: 'end', render: (row) => String(row.invoiceCount) },
  { key: 'result', header: 'Result', render: (row) => <StatusBadge status={row.result} /> },
  { key: 'message', header: 'Message', render: (row) => row.message ?? '' },
];

export interface ExportRecordsTableProps extends ListTableControls {
  rows: InvoiceExportRecord[];
  loading: boolean;
}

export const ExportRecordsTable = ({ rows, loading, ...paging }: ExportRecordsTableProps) => (
  <DataTable label="Export records" columns={columns} rows={rows} loading={loading} {...paging} emptyMessage="Nothing exported yet" />
);
