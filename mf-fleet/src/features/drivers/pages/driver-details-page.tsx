import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog, ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, ForbiddenState, PageSkeleton, useCan, useConfirmedWrite } from '@haulage/shared/area-kit';
import { useDeleteDriverMutation, useGetDriverQuery, useUpdateDriverMutation } from '../api/drivers-api';
import { AppAccess } from '../components/app-access';
import { DriverDetails } from '../components/driver-details';
import { DriverForm } from '../components/driver-form';
import { driverName, driverToForm } from '../model/driver-form';

/** A driver's details; editing happens in place. */
export const DriverDetailsPage = () => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const canRead = useCan('drivers', 'read');
  const canUpdate = useCan('drivers', 'update');
  const canDelete = useCan('drivers', 'delete');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmedWrite = useConfirmedWrite();
  const { data: driver, error, refetch } = useGetDriverQuery(documentId, { skip: !canRead });
  usePageTitle(driver ? driverName(driver) : 'Driver');
  const [updateDriver] = useUpdateDriverMutation();
  const [deleteDriver] = useDeleteDriverMutation();
  if (!canRead) return <ForbiddenState />;
  if (error) return <ErrorState title="Driver could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!driver) return <PageSkeleton lines={10} />;
  const name = driverName(driver);
  const remove = confirmedWrite(() => deleteDriver(documentId).unwrap(), {
    success: 'Driver is deleted successfully',
    navigateTo: paths.drivers.list.href(),
  });
  const actions = editing ? null : (
    <>
      {canUpdate ? (
        <Button colorPalette="brand" onClick={() => setEditing(true)}>
          Edit driver
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete driver
        </Button>
      ) : null}
    </>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={name}
        breadcrumbs={[{ label: 'Drivers', href: paths.drivers.list.href() }, { label: name }]}
        onNavigate={navigate}
        actions={actions}
      />
      {editing ? (
        <DriverForm
          key={driver.documentId}
          defaultValues={driverToForm(driver)}
          save={(data) => updateDriver({ documentId, data }).unwrap()}
          successMessage="Driver is updated successfully"
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <DriverDetails driver={driver} />
      )}
      {editing ? null : <AppAccess driver={driver} />}
      <ConfirmDialog
        open={confirming}
        title="Delete driver"
        destructive
        confirmLabel="Delete"
        body={`Delete ${name}? The driver is removed from their trucks.`}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
