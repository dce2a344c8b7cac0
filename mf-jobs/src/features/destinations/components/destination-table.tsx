import type { Destination } from '@haulage/shared/contracts';
import type { ListTableControls } from '@haulage/shared/area-kit';
import { Button, DataTable, HStack, type DataTableColumn } from '@haulage/shared/ui';
import { formatCoordinates } from '../model/coordinates';

const columns: DataTableColumn<Destination>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'address', header: 'Address' },
  { key: 'postcode', header: 'Postcode' },
  { key: 'city', header: 'City', sortable: true },
  { key: 'area', header: 'Area', render: (destination) => destination.area?.name ?? '—' },
  { key: 'coordinates', header: 'Coordinates', render: (destination) => formatCoordinates(destination.latitude, destination.longitude) },
];

/** What a row offers; a button is left out when the user may not do it. */
export interface DestinationRowActions {
  onEdit?: (destination: Destination) => void;
  onDelete?: (destination: Destination) => void;
}

const actionsColumn = ({ onEdit, onDelete }: DestinationRowActions): DataTableColumn<Destination> => ({
  key: 'actions',
  header: 'Actions',
  render: (destination) => (
    <HStack gap="2">
      {onEdit ? (
        <Button size="xs" variant="outline" aria-label={`Edit ${destination.name}`} onClick={() => onEdit(destination)}>
          Edit
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${destination.name}`}
          onClick={() => onDelete(destination)}
        >
          Delete
        </Button>
      ) : null}
    </HStack>
  ),
});

export interface DestinationTableProps extends ListTableControls {
  rows: Destination[];
  loading: boolean;
  actions: DestinationRowActions;
}

export const DestinationTable = ({ rows, loading, actions, ...paging }: DestinationTableProps) => (
  <DataTable
    label="Destinations"
    columns={actions.onEdit || actions.onDelete ? [...columns, actionsColumn(actions)] : columns}
    rows={rows}
    loading={loading}
    emptyMessage="No destinations match"
    {...paging}
  />
);
