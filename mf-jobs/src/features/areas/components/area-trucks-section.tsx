import { paths, type Truck, TRUCK_STATUS_LABELS } from '@haulage/shared/contracts';
import { DataTable, Heading, Stack, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import { OtherAreaLink } from './other-area-link';

const columns: DataTableColumn<Truck>[] = [
  {
    key: 'truckName',
    header: 'Truck',
    render: (truck) => <OtherAreaLink href={paths.trucks.details.href(truck.documentId)}>{truck.truckName}</OtherAreaLink>,
  },
  { key: 'truckNumber', header: 'Number' },
  { key: 'registrationPlateNumber', header: 'Plate' },
  { key: 'truckStatus', header: 'Status', render: (truck) => <StatusBadge status={truck.truckStatus} labels={TRUCK_STATUS_LABELS} /> },
];

/** The trucks based in the area; each opens on the fleet's truck page. */
export const AreaTrucksSection = ({ trucks }: { trucks: Truck[] }) => (
  <Stack gap="3">
    <Heading as="h2" size="md">
      Trucks
    </Heading>
    <DataTable label="Trucks in the area" columns={columns} rows={trucks} emptyMessage="No trucks are based here" />
  </Stack>
);
