import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { useCreateTruckMutation } from '../api/create-truck';
import { TruckForm } from '../components/truck-form';
import { emptyTruckForm } from '../model/truck-form';

export const AddTruckPage = () => {
  const navigate = useNavigate();
  usePageTitle('Add truck');
  const [createTruck] = useCreateTruckMutation();
  return (
    <Stack gap="4">
      <PageHeader
        title="Add truck"
        breadcrumbs={[{ label: 'Trucks', href: paths.trucks.list.href() }, { label: 'Add truck' }]}
        onNavigate={navigate}
      />
      <TruckForm
        defaultValues={emptyTruckForm()}
        save={(payload) => createTruck(payload).unwrap()}
        successMessage="Truck is created successfully"
        onSaved={(truck) => navigate(paths.trucks.details.href(truck.documentId))}
        onCancel={() => navigate(paths.trucks.list.href())}
      />
    </Stack>
  );
};
