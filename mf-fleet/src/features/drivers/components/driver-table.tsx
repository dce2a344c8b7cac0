import { type Driver, paths } from '@haulage/shared/contracts';
import { DataTable, DueBadge, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import { AppLink } from '../../../lib/app-link';
import { driverName } from '../model/driver-form';
import type { ListTableControls } from '@haulage/shared/area-kit';

const columns: DataTableColumn<Driver>[] = [
  {
    key: 'lastName',
    header: 'Name',
    sortable: true,
    render: (d) => <AppLink to={paths.drivers.details.href(d.documentId)}>{driverName(d)}</AppLink>,
  },
  { key: 'employeeNumber', header: 'Employee number', sortable: true },
  { key: 'phoneNumber', header: 'Phone number', render: (d) => d.phoneNumber ?? '—' },
  { key: 'area', header: 'Area', render: (d) => d.area?.name ?? '—' },
  {
    key: 'driverStatus',
    header: 'Status',
    sortable: true,
    render: (d) => <StatusBadge status={d.driverStatus} palettes={{ on_leave: 'orange' }} />,
  },
  { key: 'licenceExpiryDate', header: 'Licence', sortable: true, render: (d) => <DueBadge date={d.licenceExpiryDate} /> },
  { key: 'code95ExpiryDate', header: 'Code 95', sortable: true, render: (d) => <DueBadge date={d.code95ExpiryDate} /> },
  { key: 'driverCardExpiryDate', header: 'Driver card', sortable: true, render: (d) => <DueBadge date={d.driverCardExpiryDate} /> },
];

interface Props extends ListTableControls {
  drivers: Driver[];
}

export const DriverTable = ({ drivers, ...rest }: Props) => (
  <DataTable label="Drivers" columns={columns} rows={drivers} emptyMessage="No drivers match" {...rest} />
);
