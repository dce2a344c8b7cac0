import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Truck } from '@haulage/shared/contracts';
import { Button, ConfirmDialog, ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, PageSkeleton, useCan, useConfirmedWrite, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteTruckMutation } from '../api/delete-truck';
import { useGetTruckQuery } from '../api/get-truck';
import { OdometerHistory } from '../components/odometer-history';
import { TruckDetails } from '../components/truck-details';

interface Props {
  /** Sections other features add (tyres, trailer links), composed by the app. */
  sections?: (truck: Truck) => ReactNode;
}

export const TruckDetailsPage = ({ sections }: Props) => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const { apiUrl } = usePlatform();
  const canUpdate = useCan('trucks', 'update');
  const canDelete = useCan('trucks', 'delete');
  const [confirming, setConfirming] = useState(false);
  const confirmedWrite = useConfirmedWrite();
  const { data: truck, error, refetch } = useGetTruckQuery(documentId);
  usePageTitle(truck?.truckName ?? 'Truck');
  const [deleteTruck] = useDeleteTruckMutation();
  if (error) return <ErrorState title="Truck could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!truck) return <PageSkeleton lines={10} />;

  const remove = confirmedWrite(() => deleteTruck(documentId).unwrap(), {
    success: 'Truck is deleted successfully',
    navigateTo: paths.trucks.list.href(),
  });

  const actions = (
    <>
      {canUpdate ? (
        <Button colorPalette="brand" onClick={() => navigate(paths.trucks.edit.href(documentId))}>
          Edit truck
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete truck
        </Button>
      ) : null}
    </>
  );
  return (
    <Stack gap="8">
      <PageHeader
        title={truck.truckName}
        breadcrumbs={[{ label: 'Trucks', href: paths.trucks.list.href() }, { label: truck.truckName }]}
        onNavigate={navigate}
        actions={actions}
      />
      <TruckDetails truck={truck} apiUrl={apiUrl} />
      {sections?.(truck)}
      <OdometerHistory truckDocumentId={documentId} />
      <ConfirmDialog
        open={confirming}
        title="Delete truck"
        destructive
        confirmLabel="Delete"
        body={`Delete ${truck.truckName}? Its history is removed with it.`}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
