import type { ParsedList } from '@haulage/shared/api';
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

export interface ExportRecordsTableProps {
  list: ParsedList<InvoiceExportRecord> | undefined;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

export const ExportRecordsTable = ({ list, page, loading, onPageChange }: ExportRecordsTableProps) => (
  <DataTable
    label="Export records"
    columns={columns}
    rows={list?.items ?? []}
    loading={loading}
    page={page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={onPageChange}
    emptyMessage="Nothing exported yet"
  />
);
