import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, ForbiddenState } from '@haulage/shared/area-kit';
import { PageSkeleton } from '@haulage/shared/area-kit';
import { useCan } from '@haulage/shared/area-kit';
import { useGetTrailerQuery } from '../api/get-trailer';
import { useUpdateTrailerMutation } from '../api/update-trailer';
import { TrailerForm } from '../components/trailer-form';
import { trailerToForm } from '../model/trailer-form';

/** The spec's route: /trailers/editTrailer?id=<documentId>. */
export const EditTrailerPage = () => {
  const [query] = useSearchParams();
  const documentId = query.get('id') ?? '';
  const navigate = useNavigate();
  const canUpdate = useCan('trailers', 'update');
  const { data: trailer, error, refetch } = useGetTrailerQuery(documentId, { skip: !documentId });
  usePageTitle(trailer ? `Edit ${trailer.trailerName}` : 'Edit trailer');
  const [updateTrailer] = useUpdateTrailerMutation();
  if (!canUpdate) return <ForbiddenState />;
  if (!documentId) return <ErrorState title="No trailer chosen" message="Open a trailer from the trailer list." />;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!trailer) return <PageSkeleton lines={8} />;
  return (
    <Stack gap="4">
      <PageHeader
        title={`Edit ${trailer.trailerName}`}
        onNavigate={navigate}
        breadcrumbs={[
          { label: 'Trailers', href: paths.trailers.list.href() },
          { label: trailer.trailerName, href: paths.trailers.details.href(documentId) },
          { label: 'Edit' },
        ]}
      />
      <TrailerForm
        key={trailer.documentId}
        defaultValues={trailerToForm(trailer)}
        save={(data) => updateTrailer({ documentId, data }).unwrap()}
        successMessage="Trailer is updated successfully"
        onSaved={() => navigate(paths.trailers.details.href(documentId))}
        onCancel={() => navigate(paths.trailers.details.href(documentId))}
      />
    </Stack>
  );
};
