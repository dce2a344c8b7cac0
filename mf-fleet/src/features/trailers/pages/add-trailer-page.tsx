import { useNavigate } from 'react-router-dom';
import { PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { useCreateTrailerMutation } from '../api/trailers-api';
import { TrailerForm } from '../components/trailer-form';
import { emptyTrailerForm } from '../model/trailer-form';

export const AddTrailerPage = () => {
  const navigate = useNavigate();
  usePageTitle('Add trailer');
  const [createTrailer] = useCreateTrailerMutation();
  return (
    <Stack gap="4">
      <PageHeader
        title="Add trailer"
        breadcrumbs={[{ label: 'Trailers', href: '/trailers' }, { label: 'Add trailer' }]}
        onNavigate={navigate}
      />
      <TrailerForm
        defaultValues={emptyTrailerForm()}
        save={(payload) => createTrailer(payload).unwrap()}
        successMessage="Trailer is created successfully"
        onSaved={(trailer) => navigate(`/trailers/${trailer.documentId}`)}
        onCancel={() => navigate('/trailers')}
      />
    </Stack>
  );
};
