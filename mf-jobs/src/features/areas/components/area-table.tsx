import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { DataTable, Link, type DataTableColumn } from '@haulage/shared/ui';
import type { ListTableControls } from '@haulage/shared/area-kit';
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

export interface AreaTableProps extends ListTableControls {
  rows: AreaSummary[];
  loading: boolean;
}

export const AreaTable = ({ rows, loading, ...paging }: AreaTableProps) => (
  <DataTable label="Areas" columns={columns} rows={rows} loading={loading} emptyMessage="No areas match" {...paging} />
);
