import { Link as RouterLink } from 'react-router-dom';
import { type Customer, CUSTOMER_STATUS_LABELS, paths } from '@haulage/shared/contracts';
import { DataTable, Link, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import type { ParsedList } from '@haulage/shared/api';
import type { ListState } from '@haulage/shared/area-kit';

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

export interface CustomerTableProps {
  list: ParsedList<Customer> | undefined;
  state: ListState;
  loading: boolean;
  onChange: (change: Partial<ListState>) => void;
}

export const CustomerTable = ({ list, state, loading, onChange }: CustomerTableProps) => (
  <DataTable
    label="Customers"
    columns={columns}
    rows={list?.items ?? []}
    loading={loading}
    emptyMessage="No customers match"
    sort={state.sort}
    onSortChange={(sort) => onChange({ sort })}
    page={list?.pagination.page ?? state.page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={(page) => onChange({ page })}
  />
);
