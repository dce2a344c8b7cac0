import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Destination, paths } from '@haulage/shared/contracts';
import { Button, ErrorState, PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, listTableControls, useCan } from '@haulage/shared/area-kit';
import { useGetDestinationsQuery } from '../api/destinations-api';
import { DeleteDestinationDialog } from '../components/delete-destination-dialog';
import { DestinationListToolbar } from '../components/destination-list-toolbar';
import { DestinationTable } from '../components/destination-table';
import { EditDestinationDialog } from '../components/edit-destination-dialog';
import { useDestinationListState } from '../hooks/use-destination-list-state';

/** /destinations: the places jobs go to, 20 a page, searched, sorted and narrowed to an area on the server. */
export const DestinationListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Destinations');
  const canCreate = useCan('destinations', 'create');
  const canUpdate = useCan('destinations', 'update');
  const canDelete = useCan('destinations', 'delete');
  const { state, update } = useDestinationListState();
  const destinations = useGetDestinationsQuery(state);
  const [editing, setEditing] = useState<Destination | null>(null);
  const [removing, setRemoving] = useState<Destination | null>(null);

  return (
    <>
      <PageHeader
        title="Destinations"
        description="Where jobs pick up and deliver, placed on the map and in an area."
        actions={
          canCreate ? (
            <Button colorPalette="brand" onClick={() => navigate(paths.destinations.create.href())}>
              Create destination
            </Button>
          ) : null
        }
      />
      <DestinationListToolbar state={state} onChange={update} />
      {destinations.isError ? (
        <ErrorState message={errorMessage(destinations.error, 'Could not load destinations')} onRetry={destinations.refetch} />
      ) : (
        <DestinationTable
          rows={destinations.data?.items ?? []}
          loading={destinations.isFetching}
          {...listTableControls(state, update, destinations.data?.pagination)}
          actions={{ onEdit: canUpdate ? setEditing : undefined, onDelete: canDelete ? setRemoving : undefined }}
        />
      )}
      {editing ? <EditDestinationDialog destination={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <DeleteDestinationDialog destination={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
};
