import type { SortSpec } from '@haulage/shared/api';
import type { TruckPerformanceRow } from '@haulage/shared/contracts';
import { formatKm, formatMoney, formatNumber } from '@haulage/shared/format';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';

const perUnit = (ore: number | null, unit: string) => (ore == null ? '—' : `${formatMoney(ore, { ore: true })}/${unit}`);

const columns: DataTableColumn<TruckPerformanceRow>[] = [
  { key: 'truck', header: 'Truck', sortable: true, render: (row) => `${row.truck.truckNumber} ${row.truck.truckName}` },
  { key: 'jobs', header: 'Jobs', sortable: true, align: 'end', render: (row) => formatNumber(row.jobs) },
  { key: 'revenue', header: 'Revenue', sortable: true, align: 'end', render: (row) => formatMoney(row.revenue) },
  { key: 'km', header: 'Km', sortable: true, align: 'end', render: (row) => formatKm(row.km) },
  { key: 'unbilledKm', header: 'Unbilled km', sortable: true, align: 'end', render: (row) => formatKm(row.unbilledKm) },
  { key: 'hours', header: 'Hours', sortable: true, align: 'end', render: (row) => formatNumber(row.hours, { maxDecimals: 1 }) },
  { key: 'revenuePerKm', header: 'Per km', sortable: true, align: 'end', render: (row) => perUnit(row.revenuePerKm, 'km') },
  { key: 'revenuePerHour', header: 'Per hour', sortable: true, align: 'end', render: (row) => perUnit(row.revenuePerHour, 'h') },
  { key: 'daysUsed', header: 'Days used', sortable: true, align: 'end' },
];

export interface TruckPerformanceTableProps {
  rows: TruckPerformanceRow[];
  sort: SortSpec;
  loading: boolean;
  onSortChange: (sort: SortSpec) => void;
}

export const TruckPerformanceTable = ({ rows, sort, loading, onSortChange }: TruckPerformanceTableProps) => (
  <DataTable
    label="Truck performance"
    columns={columns}
    rows={rows}
    getRowKey={(row) => row.truck.documentId}
    sort={sort}
    onSortChange={onSortChange}
    loading={loading}
    emptyMessage="No completed jobs in this period"
  />
);
