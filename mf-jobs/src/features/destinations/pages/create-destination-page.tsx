import { useNavigate } from 'react-router-dom';
import { INVALID_ADDRESS_MESSAGE, paths } from '@haulage/shared/contracts';
import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePlatform } from '@haulage/shared/area-kit';
import { useCreateDestinationMutation } from '#lib';
import { DestinationForm } from '../components/destination-form';
import { emptyDestinationForm } from '../model/destination-form';
import { isInvalidAddress } from '../model/invalid-address';

/** /destinations/createDestination: the address is geocoded by the API, which also picks the area when none is chosen. */
export const CreateDestinationPage = () => {
  const navigate = useNavigate();
  usePageTitle('Create destination');
  const { feedback } = usePlatform();
  const [createDestination] = useCreateDestinationMutation();

  return (
    <>
      <PageHeader
        title="Create destination"
        breadcrumbs={[{ label: 'Destinations', href: paths.destinations.list.href() }, { label: 'Create destination' }]}
        onNavigate={navigate}
      />
      <DestinationForm
        initial={emptyDestinationForm()}
        noAreaLabel="The depot of the place"
        onCancel={() => navigate(paths.destinations.list.href())}
        onSubmit={async (data) => {
          try {
            await createDestination(data).unwrap();
          } catch (error) {
            // The spec toasts this refusal; the form also keeps it at the address until it is edited.
            if (isInvalidAddress(error)) feedback.toast('error', INVALID_ADDRESS_MESSAGE);
            throw error;
          }
          feedback.toast('success', 'Destination is created successfully');
          return () => navigate(paths.destinations.list.href());
        }}
      />
    </>
  );
};
