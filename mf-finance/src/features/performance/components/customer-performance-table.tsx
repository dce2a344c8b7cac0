import type { SortSpec } from '@haulage/shared/api';
import type { CustomerPerformanceRow } from '@haulage/shared/contracts';
import { formatKm, formatMoney, formatNumber } from '@haulage/shared/format';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';

const percent = (ratio: number | null) => (ratio == null ? '—' : `${formatNumber(ratio * 100, { maxDecimals: 1 })} %`);

const columns: DataTableColumn<CustomerPerformanceRow>[] = [
  { key: 'customer', header: 'Customer', sortable: true, render: (row) => row.customer.companyName },
  { key: 'jobs', header: 'Jobs', sortable: true, align: 'end', render: (row) => formatNumber(row.jobs) },
  { key: 'revenue', header: 'Revenue', sortable: true, align: 'end', render: (row) => formatMoney(row.revenue) },
  { key: 'averagePrice', header: 'Average price', sortable: true, align: 'end', render: (row) => formatMoney(row.averagePrice) },
  { key: 'km', header: 'Km', sortable: true, align: 'end', render: (row) => formatKm(row.km) },
  { key: 'share', header: 'Share', sortable: true, align: 'end', render: (row) => percent(row.share) },
  { key: 'trend', header: 'Trend', sortable: true, align: 'end', render: (row) => percent(row.trend) },
];

export interface CustomerPerformanceTableProps {
  rows: CustomerPerformanceRow[];
  sort: SortSpec;
  loading: boolean;
  onSortChange: (sort: SortSpec) => void;
}

export const CustomerPerformanceTable = ({ rows, sort, loading, onSortChange }: CustomerPerformanceTableProps) => (
  <DataTable
    label="Customer performance"
    columns={columns}
    rows={rows}
    getRowKey={(row) => row.customer.documentId}
    sort={sort}
    onSortChange={onSortChange}
    loading={loading}
    emptyMessage="No completed jobs in this period"
  />
);
