import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Stack } from '@haulage/shared/ui';
import { AreaPageHeader } from '@haulage/shared/area-kit';
import { useCreateDriverMutation } from '../api/drivers-api';
import { DriverForm } from '../components/driver-form';
import { emptyDriverForm } from '../model/driver-form';

export const AddDriverPage = () => {
  const navigate = useNavigate();
  const [createDriver] = useCreateDriverMutation();
  return (
    <Stack gap="4">
      <AreaPageHeader title="Add driver" breadcrumbs={[{ label: 'Drivers', href: paths.drivers.list.href() }, { label: 'Add driver' }]} />
      <DriverForm
        defaultValues={emptyDriverForm()}
        save={(payload) => createDriver(payload).unwrap()}
        successMessage="Driver is created successfully"
        onSaved={(driver) => navigate(paths.drivers.details.href(driver.documentId))}
        onCancel={() => navigate(paths.drivers.list.href())}
      />
    </Stack>
  );
};
