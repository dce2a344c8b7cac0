import type { ParsedList } from '@haulage/shared/api';
import type { Destination } from '@haulage/shared/contracts';
import { Button, DataTable, HStack, type DataTableColumn } from '@haulage/shared/ui';
import { formatCoordinates } from '../model/coordinates';
import type { DestinationListState } from '../model/destination-list';

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

export interface DestinationTableProps {
  list: ParsedList<Destination> | undefined;
  state: DestinationListState;
  loading: boolean;
  onChange: (change: Partial<DestinationListState>) => void;
  actions: DestinationRowActions;
}

export const DestinationTable = ({ list, state, loading, onChange, actions }: DestinationTableProps) => (
  <DataTable
    label="Destinations"
    columns={actions.onEdit || actions.onDelete ? [...columns, actionsColumn(actions)] : columns}
    rows={list?.items ?? []}
    loading={loading}
    emptyMessage="No destinations match"
    sort={state.sort}
    onSortChange={(sort) => onChange({ sort })}
    page={list?.pagination.page ?? state.page}
    pageCount={list?.pagination.pageCount ?? 1}
    total={list?.pagination.total}
    onPageChange={(page) => onChange({ page })}
  />
);
