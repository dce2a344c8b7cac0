import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import {
  deleteJobTripStops,
  deleteTripWithStops,
  setJobsTrip,
  setStopSequence,
  tripJobFacts,
  tripOfJob,
  tripStopFacts,
} from '../repository/trip-repository';
import type { RoutingProvider } from '../routing/routing-provider';
import { estimateTrip } from './trip-figures';

type Db = Kysely<Database>;
type Ref = { id: number; documentId: string };

/** What leaving did: the trip (kept or dissolved) and, when dissolved, the jobs it freed. */
export interface TripLeft {
  trip: Ref;
  dissolved: boolean;
  freed: Ref[];
}

/** A trip carries at least two jobs (as when it is made); one left alone is no trip. */
export const TRIP_MIN_JOBS = 2;

/**
 * A job that leaves the plan (back to open, or cancelled) leaves its trip in the same transaction:
 * its stops go, the others close up and the km and time follow. A trip left with fewer than two
 * jobs is dissolved; the job that remains stays planned on its truck and day, as after a split.
 */
export const leaveTrip = async (trx: Db, jobId: number, provider: RoutingProvider): Promise<TripLeft | null> => {
  const ref = await tripOfJob(trx, jobId);
  if (!ref) return null;
  const tripId = ref.id;
  const now = new Date().toISOString();
  await deleteJobTripStops(trx, jobId);
  await setJobsTrip(trx, [jobId], null, now);
  const rest = await tripJobFacts(trx, [tripId]);
  if (rest.length >= TRIP_MIN_JOBS) {
    const kept = await tripStopFacts(trx, tripId);
    for (const [index, stop] of kept.entries()) await setStopSequence(trx, Number(stop.id), index + 1, now);
    await estimateTrip(trx, tripId, provider);
    return { trip: ref, dissolved: false, freed: [] };
  }
  await setJobsTrip(
    trx,
    rest.map((other) => Number(other.id)),
    null,
    now,
  );
  await deleteTripWithStops(trx, tripId);
  return { trip: ref, dissolved: true, freed: rest.map((other) => ({ id: Number(other.id), documentId: other.document_id })) };
};
