import { DataTable, humanizeStatus, type DataTableColumn } from '@haulage/shared/ui';
import { formatDate, formatNumber } from '@haulage/shared/format';
import type { ParsedJob } from '../api/send-job-csv';
import { adrText } from '#lib';
import { useGetCustomerNamesQuery } from '../api/get-customer-names';

type Row = ParsedJob & { row: number };

const number = (value: number | null | undefined, unit = '') => (value == null ? '—' : `${formatNumber(value)}${unit}`);

const columnsFor = (names: Record<number, string>): DataTableColumn<Row>[] => [
  { key: 'row', header: 'Row' },
  {
    key: 'customer',
    header: 'Customer',
    render: (job) => (typeof job.customer === 'number' ? (names[job.customer] ?? `Customer ${job.customer}`) : job.customer),
  },
  { key: 'customerReference', header: 'Reference', render: (job) => job.customerReference ?? '—' },
  { key: 'plannedDate', header: 'Planned date', render: (job) => formatDate(job.plannedDate) },
  { key: 'goodsDescription', header: 'Goods', render: (job) => job.goodsDescription ?? '—' },
  { key: 'weightKg', header: 'Weight', align: 'end', render: (job) => number(job.weightKg, ' kg') },
  { key: 'pallets', header: 'Pallets', align: 'end', render: (job) => number(job.pallets) },
  { key: 'kmPlanned', header: 'Km planned', align: 'end', render: (job) => number(job.kmPlanned) },
  { key: 'stops', header: 'Stops', align: 'end', render: (job) => job.stops?.length ?? 0 },
  { key: 'adr', header: 'ADR', render: (job) => adrText(job) },
  { key: 'vehicleClass', header: 'Vehicle', render: (job) => humanizeStatus(job.vehicleClass ?? 'truck') },
  { key: 'status', header: 'Starts as', render: (job) => humanizeStatus(job.status ?? 'open') },
];

/** What a check found in the CSV: the jobs as they would be written, one per row. */
export const ParsedJobsTable = ({ jobs }: { jobs: readonly ParsedJob[] }) => {
  const ids = [...new Set(jobs.map((job) => job.customer).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const names = useGetCustomerNamesQuery(ids, { skip: ids.length === 0 });
  return (
    <DataTable
      label="Jobs to import"
      columns={columnsFor(names.data ?? {})}
      rows={jobs.map((job, index) => ({ ...job, row: index + 1 }))}
      getRowKey={(job) => job.row}
    />
  );
};
