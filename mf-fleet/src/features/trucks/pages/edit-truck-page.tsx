import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, ForbiddenState } from '@haulage/shared/area-kit';
import { PageSkeleton } from '@haulage/shared/area-kit';
import { useCan, usePlatform } from '@haulage/shared/area-kit';
import { useGetTruckQuery } from '../api/get-truck';
import { useUpdateTruckMutation } from '../api/update-truck';
import { TruckForm } from '../components/truck-form';
import { truckThumbnail } from '../model/truck-display';
import { truckToForm } from '../model/truck-form';

export const EditTruckPage = () => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const { apiUrl } = usePlatform();
  const canUpdate = useCan('trucks', 'update');
  const { data: truck, error, refetch } = useGetTruckQuery(documentId, { refetchOnMountOrArgChange: true });
  usePageTitle(truck ? `Edit ${truck.truckName}` : 'Edit truck');
  const [updateTruck] = useUpdateTruckMutation();
  if (!canUpdate) return <ForbiddenState />;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!truck) return <PageSkeleton lines={10} />;
  return (
    <Stack gap="4">
      <PageHeader
        title={`Edit ${truck.truckName}`}
        breadcrumbs={[
          { label: 'Trucks', href: paths.trucks.list.href() },
          { label: truck.truckName, href: paths.trucks.details.href(documentId) },
          { label: 'Edit' },
        ]}
        onNavigate={navigate}
      />
      <TruckForm
        // A realtime refresh must not wipe what the user is typing: the form keeps its first values.
        key={truck.documentId}
        defaultValues={truckToForm(truck)}
        photoUrl={truckThumbnail(truck, apiUrl)}
        save={(data) => updateTruck({ documentId, data }).unwrap()}
        successMessage="Truck is updated successfully"
        onSaved={() => navigate(paths.trucks.details.href(documentId))}
        onCancel={() => navigate(paths.trucks.details.href(documentId))}
      />
    </Stack>
  );
};
