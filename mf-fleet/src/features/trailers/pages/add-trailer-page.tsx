import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Stack } from '@haulage/shared/ui';
import { AreaPageHeader } from '@haulage/shared/area-kit';
import { useCreateTrailerMutation } from '../api/trailers-api';
import { TrailerForm } from '../components/trailer-form';
import { emptyTrailerForm } from '../model/trailer-form';

export const AddTrailerPage = () => {
  const navigate = useNavigate();
  const [createTrailer] = useCreateTrailerMutation();
  return (
    <Stack gap="4">
      <AreaPageHeader
        title="Add trailer"
        breadcrumbs={[{ label: 'Trailers', href: paths.trailers.list.href() }, { label: 'Add trailer' }]}
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
