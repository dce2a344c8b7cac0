import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Truck } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { EntityActions, errorMessage, PageSkeleton, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteTruckMutation, useGetTruckQuery } from '../api/trucks-api';
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
  const { data: truck, error, refetch } = useGetTruckQuery(documentId);
  usePageTitle(truck?.truckName ?? 'Truck');
  const [deleteTruck] = useDeleteTruckMutation();
  if (error) return <ErrorState title="Truck could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!truck) return <PageSkeleton lines={10} />;

  return (
    <Stack gap="8">
      <PageHeader
        title={truck.truckName}
        breadcrumbs={[{ label: 'Trucks', href: paths.trucks.list.href() }, { label: truck.truckName }]}
        onNavigate={navigate}
        actions={
          <EntityActions
            resource="trucks"
            noun="truck"
            edit={paths.trucks.edit.href(documentId)}
            question={`Delete ${truck.truckName}? Its history is removed with it.`}
            remove={() => deleteTruck(documentId).unwrap()}
            removed={{ success: 'Truck is deleted successfully', navigateTo: paths.trucks.list.href() }}
          />
        }
      />
      <TruckDetails truck={truck} apiUrl={apiUrl} />
      {sections?.(truck)}
      <OdometerHistory truckDocumentId={documentId} />
    </Stack>
  );
};
