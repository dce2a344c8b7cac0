import { Link as RouterLink } from 'react-router-dom';
import { type Customer, CUSTOMER_STATUS_LABELS, paths } from '@haulage/shared/contracts';
import { DataTable, Link, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import type { ListTableControls } from '@haulage/shared/area-kit';

const columns: DataTableColumn<Customer>[] = [
  {
    key: 'companyName',
    header: 'Company name',
    sortable: true,
    render: (customer) => (
      <Link asChild color="brand.solid">
        <RouterLink to={paths.customers.details.href(customer.documentId)}>{customer.companyName}</RouterLink>
      </Link>
    ),
  },
  { key: 'organizationNumber', header: 'Organisation number', sortable: true },
  { key: 'emailAddress', header: 'E-mail', sortable: true },
  { key: 'phoneNumber', header: 'Phone', sortable: true },
  {
    key: 'customerStatus',
    header: 'Status',
    sortable: true,
    render: (customer) => <StatusBadge status={customer.customerStatus} labels={CUSTOMER_STATUS_LABELS} />,
  },
];

export interface CustomerTableProps extends ListTableControls {
  rows: Customer[];
  loading: boolean;
}

export const CustomerTable = ({ rows, loading, ...paging }: CustomerTableProps) => (
  <DataTable label="Customers" columns={columns} rows={rows} loading={loading} emptyMessage="No customers match" {...paging} />
);
