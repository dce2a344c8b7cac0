import type { ParsedList } from '@haulage/shared/api';
import type { Payslip } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { DataTable, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';

const columns: DataTableColumn<Payslip>[] = [
  { key: 'driver', header: 'Driver', render: (row) => (row.driver ? `${row.driver.firstName} ${row.driver.lastName}` : '—') },
  { key: 'employeeNumber', header: 'Employee no.', render: (row) => row.driver?.employeeNumber ?? '' },
  { key: 'grossAmount', header: 'Gross', align: 'end', render: (row) => formatMoney(row.grossAmount, { ore: true }) },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
];

export interface PayslipTableProps {
  list: ParsedList<Payslip> | undefined;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onOpen: (payslip: Payslip) => void;
}

export const PayslipTable = ({ list, page, loading, onPageChange, onOpen }: PayslipTableProps) => (
  <DataTable
    label="Payslips"
    columns={columns}
    rows={list?.items ?? []}
    loading={loading}
    page={page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={onPageChange}
    emptyMessage="No payslips for this month"
    onRowClick={onOpen}
  />
);
