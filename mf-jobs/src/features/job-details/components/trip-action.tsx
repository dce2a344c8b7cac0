import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button } from '@haulage/shared/ui';
import { useCan } from '@haulage/shared/area-kit';
import { basketJobOf, isCombinable, useCombineBasket } from '#lib';
import { AddToTripDialog } from './add-to-trip-dialog';

/**
 * The job's trip, or for an open or planned job in none: "Add to trip" (the combineJobs basket, to
 * make a new trip) and "Add to an existing trip…" (one of a day's trips, at once).
 */
export const TripAction = ({ job }: { job: Job }) => {
  const basket = useCombineBasket();
  const mayCombine = useCan('trips', 'create');
  const mayJoin = useCan('trips', 'update');
  const [joining, setJoining] = useState(false);
  if (job.trip)
    return (
      <Button asChild variant="outline">
        <RouterLink to={paths.jobs.combine.href(job.trip.documentId)}>{`Trip ${job.trip.tripNumber}`}</RouterLink>
      </Button>
    );
  if (!isCombinable(job)) return null;
  const toBasket = basket.has(job.documentId) ? (
    <Button asChild variant="outline">
      <RouterLink to={paths.jobs.combine.href()}>{`In the trip basket (${basket.jobs.length})`}</RouterLink>
    </Button>
  ) : (
    <Button variant="outline" onClick={() => basket.add([basketJobOf(job)])}>
      Add to trip
    </Button>
  );
  return (
    <>
      {mayCombine ? toBasket : null}
      {mayJoin ? (
        <Button variant="outline" onClick={() => setJoining(true)}>
          Add to an existing trip…
        </Button>
      ) : null}
      {joining ? <AddToTripDialog job={job} onClose={() => setJoining(false)} /> : null}
    </>
  );
};
