import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { useCreateTrailerMutation } from '../api/create-trailer';
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
        breadcrumbs={[{ label: 'Trailers', href: paths.trailers.list.href() }, { label: 'Add trailer' }]}
        onNavigate={navigate}
      />
      <TrailerForm
        defaultValues={emptyTrailerForm()}
        save={(payload) => createTrailer(payload).unwrap()}
        successMessage="Trailer is created successfully"
        onSaved={(trailer) => navigate(paths.trailers.details.href(trailer.documentId))}
        onCancel={() => navigate(paths.trailers.list.href())}
      />
    </Stack>
  );
};
