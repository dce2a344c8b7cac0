import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { planApiError } from '../../../lib/api-feedback';
import { ForbiddenState } from '../../../lib/forbidden-state';
import { PageSkeleton } from '../../../lib/page-skeleton';
import { useCan } from '../../../lib/platform';
import { useGetDriverQuery } from '../api/get-driver';
import { useUpdateDriverMutation } from '../api/update-driver';
import { DriverDetails } from '../components/driver-details';
import { DriverForm } from '../components/driver-form';
import { driverName, driverToForm } from '../model/driver-form';

/** A driver's details; editing happens in place. */
export const DriverDetailsPage = () => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const canRead = useCan('drivers', 'read');
  const canUpdate = useCan('drivers', 'update');
  const [editing, setEditing] = useState(false);
  const { data: driver, error, refetch } = useGetDriverQuery(documentId, { skip: !canRead });
  const [updateDriver] = useUpdateDriverMutation();
  if (!canRead) return <ForbiddenState />;
  if (error) return <ErrorState title="Driver could not be loaded" message={planApiError(error, []).toast ?? ''} onRetry={() => void refetch()} />;
  if (!driver) return <PageSkeleton lines={10} />;
  const name = driverName(driver);
  return (
    <Stack gap="6">
      <PageHeader title={name} breadcrumbs={[{ label: 'Drivers', href: '/drivers' }, { label: name }]} onNavigate={navigate}
        actions={canUpdate && !editing ? <Button colorPalette="brand" onClick={() => setEditing(true)}>Edit driver</Button> : null} />
      {editing ? (
        <DriverForm key={driver.documentId} defaultValues={driverToForm(driver)} save={(data) => updateDriver({ documentId, data }).unwrap()}
          successMessage="Driver is updated successfully" onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <DriverDetails driver={driver} />
      )}
    </Stack>
  );
};
