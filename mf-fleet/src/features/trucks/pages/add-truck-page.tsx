import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Stack } from '@haulage/shared/ui';
import { AreaPageHeader } from '@haulage/shared/area-kit';
import { useCreateTruckMutation } from '../api/trucks-api';
import { TruckForm } from '../components/truck-form';
import { emptyTruckForm } from '../model/truck-form';

export const AddTruckPage = () => {
  const navigate = useNavigate();
  const [createTruck] = useCreateTruckMutation();
  return (
    <Stack gap="4">
      <AreaPageHeader title="Add truck" breadcrumbs={[{ label: 'Trucks', href: paths.trucks.list.href() }, { label: 'Add truck' }]} />
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
