import { Heading, Stack } from '@haulage/shared/ui';
import { ErrorState } from '@haulage/shared/ui';
import { errorMessage, PageSkeleton } from '@haulage/shared/area-kit';
import { useGetTripQuery } from '../api/get-trip';
import { TripStops } from './trip-stops';
import { TripSummary } from './trip-summary';

/** One trip (`?id=`): its figures, its stops in order, and split while it may still change. */
export const TripView = ({ id, canWrite, onGone }: { id: string; canWrite: boolean; onGone: () => void }) => {
  const trip = useGetTripQuery(id);
  if (trip.error)
    return <ErrorState title="The trip could not be loaded" message={errorMessage(trip.error)} onRetry={() => void trip.refetch()} />;
  if (!trip.data) return <PageSkeleton />;
  const changeable = canWrite && (trip.data.status === 'planned' || trip.data.status === 'dispatched');
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">{`Trip ${trip.data.tripNumber}`}</Heading>
      <TripSummary trip={trip.data} canSplit={changeable} onSplit={onGone} />
      <TripStops trip={trip.data} canChange={changeable} />
    </Stack>
  );
};
