import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Trailer } from '@haulage/shared/contracts';
import { Button, ConfirmDialog, DetailList, ErrorState, PageHeader, Stack, StatusBadge } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { DueWithDate } from '../../../lib/due-with-date';
import { humanize } from '../../../lib/options';
import { errorMessage, PageSkeleton, useCan, useConfirmedWrite } from '@haulage/shared/area-kit';
import { useDeleteTrailerMutation } from '../api/delete-trailer';
import { useGetTrailerQuery } from '../api/get-trailer';

export const TrailerDetailsPage = ({ sections }: { sections?: (trailer: Trailer) => ReactNode }) => {
  const { documentId = '' } = useParams();
  const navigate = useNavigate();
  const canUpdate = useCan('trailers', 'update');
  const canDelete = useCan('trailers', 'delete');
  const [confirming, setConfirming] = useState(false);
  const confirmedWrite = useConfirmedWrite();
  const { data: trailer, error, refetch } = useGetTrailerQuery(documentId);
  usePageTitle(trailer?.trailerName ?? 'Trailer');
  const [deleteTrailer] = useDeleteTrailerMutation();
  if (error) return <ErrorState title="Trailer could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!trailer) return <PageSkeleton lines={8} />;
  const remove = confirmedWrite(() => deleteTrailer(documentId).unwrap(), {
    success: 'Trailer is deleted successfully',
    navigateTo: paths.trailers.list.href(),
  });
  const actions = (
    <>
      {canUpdate ? (
        <Button colorPalette="brand" onClick={() => navigate(paths.trailers.edit.href(documentId))}>
          Edit trailer
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete trailer
        </Button>
      ) : null}
    </>
  );
  return (
    <Stack gap="8">
      <PageHeader
        title={trailer.trailerName}
        breadcrumbs={[{ label: 'Trailers', href: paths.trailers.list.href() }, { label: trailer.trailerName }]}
        onNavigate={navigate}
        actions={actions}
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
      <ConfirmDialog
        open={confirming}
        title="Delete trailer"
        destructive
        confirmLabel="Delete"
        body={`Delete ${trailer.trailerName}?`}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
