import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Trailer } from '@haulage/shared/contracts';
import { DetailList, ErrorState, PageHeader, Stack, StatusBadge } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { DueWithDate } from '../../../lib/due-with-date';
import { humanize } from '../../../lib/options';
import { EntityActions, errorMessage, PageSkeleton } from '@haulage/shared/area-kit';
import { useDeleteTrailerMutation, useGetTrailerQuery } from '../api/trailers-api';

export const TrailerDetailsPage = ({ sections }: { sections?: (trailer: Trailer) => ReactNode }) => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const { data: trailer, error, refetch } = useGetTrailerQuery(documentId);
  usePageTitle(trailer?.trailerName ?? 'Trailer');
  const [deleteTrailer] = useDeleteTrailerMutation();
  if (error) return <ErrorState title="Trailer could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!trailer) return <PageSkeleton lines={8} />;
  return (
    <Stack gap="8">
      <PageHeader
        title={trailer.trailerName}
        breadcrumbs={[{ label: 'Trailers', href: paths.trailers.list.href() }, { label: trailer.trailerName }]}
        onNavigate={navigate}
        actions={
          <EntityActions
            resource="trailers"
            noun="trailer"
            edit={paths.trailers.edit.href(documentId)}
            question={`Delete ${trailer.trailerName}?`}
            remove={() => deleteTrailer(documentId).unwrap()}
            removed={{ success: 'Trailer is deleted successfully', navigateTo: paths.trailers.list.href() }}
          />
        }
      />
      <DetailList
        items={[
          { label: 'Plate number', value: trailer.plateNumber },
          { label: 'Status', value: <StatusBadge status={trailer.trailerStatus} /> },
          { label: 'Trailer type', value: humanize(trailer.trailerType) },
          { label: 'Body type', value: humanize(trailer.bodyType) },
          { label: 'Inspection', value: <DueWithDate date={trailer.inspectionDate} /> },
          { label: 'VIN', value: trailer.vin },
          { label: 'Notes', value: trailer.notes },
        ]}
      />
      {sections?.(trailer)}
    </Stack>
  );
};
