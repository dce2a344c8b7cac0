import { useNavigate } from 'react-router-dom';
import { PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { useCreateTruckMutation } from '../api/trucks-api';
import { TruckForm } from '../components/truck-form';
import { emptyTruckForm } from '../model/truck-form';

export const AddTruckPage = () => {
  const navigate = useNavigate();
  usePageTitle('Add truck');
  const [createTruck] = useCreateTruckMutation();
  return (
    <Stack gap="4">
      <PageHeader title="Add truck" breadcrumbs={[{ label: 'Trucks', href: '/trucks' }, { label: 'Add truck' }]} onNavigate={navigate} />
      <TruckForm
        defaultValues={emptyTruckForm()}
        save={(payload) => createTruck(payload).unwrap()}
        successMessage="Truck is created successfully"
        onSaved={(truck) => navigate(`/trucks/${truck.documentId}`)}
        onCancel={() => navigate('/trucks')}
      />
    </Stack>
  );
};
