import type { ListTableControls } from '@haulage/shared/area-kit';
import type { Payslip } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { DataTable, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';

const columns: DataTableColumn<Payslip>[] = [
  { key: 'driver', header: 'Driver', render: (row) => (row.driver ? `${row.driver.firstName} ${row.driver.lastName}` : '—') },
  { key: 'employeeNumber', header: 'Employee no.', render: (row) => row.driver?.employeeNumber ?? '' },
  { key: 'grossAmount', header: 'Gross', align: 'end', render: (row) => formatMoney(row.grossAmount, { ore: true }) },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
];

export interface PayslipTableProps extends ListTableControls {
  rows: Payslip[];
  loading: boolean;
  onOpen: (payslip: Payslip) => void;
}

export const PayslipTable = ({ rows, loading, onOpen, ...paging }: PayslipTableProps) => (
  <DataTable
    label="Payslips"
    columns={columns}
    rows={rows}
    loading={loading}
    {...paging}
    emptyMessage="No payslips for this month"
    onRowClick={onOpen}
  />
);
