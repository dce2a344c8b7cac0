import type { DriverPayment } from '@haulage/shared/contracts';
import { formatDate, formatMoney } from '@haulage/shared/format';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';

const columns: DataTableColumn<DriverPayment>[] = [
  { key: 'paymentDate', header: 'Date', render: (row) => formatDate(row.paymentDate) },
  { key: 'driver', header: 'Driver', render: (row) => (row.driver ? `${row.driver.firstName} ${row.driver.lastName}` : '—') },
  { key: 'kind', header: 'Kind', render: (row) => (row.kind === 'advance' ? 'Advance' : 'Payout') },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatMoney(row.amount, { ore: true }) },
  { key: 'reference', header: 'Reference', render: (row) => row.reference ?? '' },
];

/** Advances and payouts of the month. */
export const DriverPaymentsTable = ({ rows, loading }: { rows: DriverPayment[]; loading: boolean }) => (
  <DataTable label="Driver payments" columns={columns} rows={rows} loading={loading} emptyMessage="No payments this month" />
);
