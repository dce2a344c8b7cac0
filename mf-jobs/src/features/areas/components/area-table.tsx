import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import type { ParsedList } from '@haulage/shared/api';
import { DataTable, Link, type DataTableColumn } from '@haulage/shared/ui';
import type { ListState } from '@haulage/shared/area-kit';
import { truckCountOf, type AreaSummary } from '../model/area-list';

const columns: DataTableColumn<AreaSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (area) => (
      <Link asChild color="brand.solid">
        <RouterLink to={paths.areas.details.href(area.documentId)}>{area.name}</RouterLink>
      </Link>
    ),
  },
  { key: 'code', header: 'Code', sortable: true },
  { key: 'description', header: 'Description' },
  { key: 'trucks', header: 'Trucks', align: 'end', render: (area) => truckCountOf(area) },
];

export interface AreaTableProps {
  list: ParsedList<AreaSummary> | undefined;
  state: ListState;
  loading: boolean;
  onChange: (change: Partial<ListState>) => void;
}

export const AreaTable = ({ list, state, loading, onChange }: AreaTableProps) => (
  <DataTable
    label="Areas"
    columns={columns}
    rows={list?.items ?? []}
    loading={loading}
    emptyMessage="No areas match"
    sort={state.sort}
    onSortChange={(sort) => onChange({ sort })}
    page={list?.pagination.page ?? state.page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={(page) => onChange({ page })}
  />
);
