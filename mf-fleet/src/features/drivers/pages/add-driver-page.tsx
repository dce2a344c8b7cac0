import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { useCreateDriverMutation } from '../api/create-driver';
import { DriverForm } from '../components/driver-form';
import { emptyDriverForm } from '../model/driver-form';

export const AddDriverPage = () => {
  const navigate = useNavigate();
  usePageTitle('Add driver');
  const [createDriver] = useCreateDriverMutation();
  return (
    <Stack gap="4">
      <PageHeader
        title="Add driver"
        breadcrumbs={[{ label: 'Drivers', href: paths.drivers.list.href() }, { label: 'Add driver' }]}
        onNavigate={navigate}
      />
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
