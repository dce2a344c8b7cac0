import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { EntityActions, errorMessage, ForbiddenState, PageSkeleton, useCan } from '@haulage/shared/area-kit';
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
  const [editing, setEditing] = useState(false);
  const { data: driver, error, refetch } = useGetDriverQuery(documentId, { skip: !canRead });
  usePageTitle(driver ? driverName(driver) : 'Driver');
  const [updateDriver] = useUpdateDriverMutation();
  const [deleteDriver] = useDeleteDriverMutation();
  if (!canRead) return <ForbiddenState />;
  if (error) return <ErrorState title="Driver could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!driver) return <PageSkeleton lines={10} />;
  const name = driverName(driver);
  return (
    <Stack gap="6">
      <PageHeader
        title={name}
        breadcrumbs={[{ label: 'Drivers', href: paths.drivers.list.href() }, { label: name }]}
        onNavigate={navigate}
        actions={
          editing ? null : (
            <EntityActions
              resource="drivers"
              noun="driver"
              edit={() => setEditing(true)}
              question={`Delete ${name}? The driver is removed from their trucks.`}
              remove={() => deleteDriver(documentId).unwrap()}
              removed={{ success: 'Driver is deleted successfully', navigateTo: paths.drivers.list.href() }}
            />
          )
        }
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
    </Stack>
  );
};
