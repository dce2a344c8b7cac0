import { paths, type Trailer } from '@haulage/shared/contracts';
import { DataTable, DueBadge, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import { AppLink } from '../../../lib/app-link';
import { humanize } from '../../../lib/options';
import type { ListTableControls } from '@haulage/shared/area-kit';

const columns: DataTableColumn<Trailer>[] = [
  {
    key: 'trailerName',
    header: 'Trailer name',
    sortable: true,
    render: (t) => <AppLink to={paths.trailers.details.href(t.documentId)}>{t.trailerName}</AppLink>,
  },
  { key: 'plateNumber', header: 'Plate number', sortable: true },
  { key: 'trailerType', header: 'Type', sortable: true, render: (t) => humanize(t.trailerType) },
  { key: 'bodyType', header: 'Body', sortable: true, render: (t) => humanize(t.bodyType) },
  {
    key: 'trailerStatus',
    header: 'Status',
    sortable: true,
    render: (t) => <StatusBadge status={t.trailerStatus} palettes={{ in_workshop: 'orange', out_of_service: 'red' }} />,
  },
  { key: 'inspectionDate', header: 'Inspection', sortable: true, render: (t) => <DueBadge date={t.inspectionDate} /> },
];

interface Props extends ListTableControls {
  trailers: Trailer[];
}

export const TrailerTable = ({ trailers, ...rest }: Props) => (
  <DataTable label="Trailers" columns={columns} rows={trailers} emptyMessage="No trailers match" {...rest} />
);
