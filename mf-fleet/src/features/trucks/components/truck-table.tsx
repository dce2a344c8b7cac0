import { paths, type Truck, TRUCK_STATUS_LABELS } from '@haulage/shared/contracts';
import { DataTable, DueBadge, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import { AppLink } from '../../../lib/app-link';
import { formatKm } from '../model/truck-display';
import type { ListTableControls } from '@haulage/shared/area-kit';

const TRUCK_STATUS_PALETTES = { in_workshop: 'orange', out_of_service: 'red' };

const columns: DataTableColumn<Truck>[] = [
  {
    key: 'truckName',
    header: 'Truck name',
    sortable: true,
    render: (t) => <AppLink to={paths.trucks.details.href(t.documentId)}>{t.truckName}</AppLink>,
  },
  { key: 'truckNumber', header: 'Truck number', sortable: true },
  { key: 'registrationPlateNumber', header: 'Plate', sortable: true },
  { key: 'area', header: 'Area', render: (t) => t.area?.name ?? '—' },
  {
    key: 'truckStatus',
    header: 'Status',
    sortable: true,
    render: (t) => <StatusBadge status={t.truckStatus} labels={TRUCK_STATUS_LABELS} palettes={TRUCK_STATUS_PALETTES} />,
  },
  { key: 'odometer', header: 'Odometer', sortable: true, align: 'end', render: (t) => formatKm(t.odometer) },
  { key: 'techInspectionDate', header: 'Technical inspection', sortable: true, render: (t) => <DueBadge date={t.techInspectionDate} /> },
  { key: 'tachographInspectionDate', header: 'Tachograph', sortable: true, render: (t) => <DueBadge date={t.tachographInspectionDate} /> },
  { key: 'insuranceExpiryDate', header: 'Insurance', sortable: true, render: (t) => <DueBadge date={t.insuranceExpiryDate} /> },
];

interface Props extends ListTableControls {
  trucks: Truck[];
  fetching: boolean;
}

export const TruckTable = ({ trucks, fetching, ...paging }: Props) => (
  <DataTable
    label="Trucks"
    columns={columns}
    rows={trucks}
    emptyMessage="No trucks match"
    {...paging}
    loading={fetching && trucks.length === 0}
  />
);
