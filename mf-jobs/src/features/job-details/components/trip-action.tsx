import { Link as RouterLink } from 'react-router-dom';
import type { Job } from '@haulage/shared/contracts';
import { Button } from '@haulage/shared/ui';
import { useCan } from '@haulage/shared/area-kit';
import { basketJobOf, isCombinable, useCombineBasket } from '#lib';

/** The job's trip, or "Add to trip" (the combineJobs basket) for an open or planned job in none. */
export const TripAction = ({ job }: { job: Job }) => {
  const basket = useCombineBasket();
  const mayCombine = useCan('trips', 'create');
  if (job.trip)
    return (
      <Button asChild variant="outline">
        <RouterLink to={`/jobs/combineJobs?id=${encodeURIComponent(job.trip.documentId)}`}>{`Trip ${job.trip.tripNumber}`}</RouterLink>
      </Button>
    );
  if (!mayCombine || !isCombinable(job)) return null;
  if (basket.has(job.documentId))
    return (
      <Button asChild variant="outline">
        <RouterLink to="/jobs/combineJobs">{`In the trip basket (${basket.jobs.length})`}</RouterLink>
      </Button>
    );
  return (
    <Button variant="outline" onClick={() => basket.add([basketJobOf(job)])}>
      Add to trip
    </Button>
  );
};
