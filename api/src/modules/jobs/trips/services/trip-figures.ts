import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { HttpError } from '../../../../http/errors';
import { tripCanChange, tripStatusOf } from '../model/trip-status';
import { setTripEstimate, tripJobFacts, tripStopFacts } from '../repository/trip-repository';
import { measurablePoints, type RoutingProvider, straightLineProvider } from '../routing/routing-provider';

type Db = Kysely<Database>;

/**
 * Km and time of the trip's stops in their order, from the routing provider; when it cannot answer
 * the straight-line estimate stands in (and says so), so a trip is never left without figures.
 */
export const estimateTrip = async (trx: Db, tripId: number, provider: RoutingProvider): Promise<void> => {
  const points = measurablePoints(await tripStopFacts(trx, tripId));
  let answer: { km: number; minutes: number; source: string };
  try {
    answer = { ...(await provider.route(points)), source: provider.source };
  } catch {
    answer = { ...(await straightLineProvider.route(points)), source: straightLineProvider.source };
  }
  await setTripEstimate(trx, tripId, answer);
};

/** Refuses a change to a trip that is no longer planned or dispatched (409, nothing written). */
export const refuseUnlessChangeable = async (trx: Db, trip: { id: number; tripNumber?: unknown }, what: string) => {
  const jobs = await tripJobFacts(trx, [trip.id]);
  const status = tripStatusOf(jobs.map((job) => job.status));
  if (!tripCanChange(status))
    throw new HttpError(
      409,
      'ConflictError',
      `Trip ${String(trip.tripNumber)} is ${status.replace('_', ' ')}; ${what} only while it is planned or dispatched`,
      {},
    );
  return jobs;
};
