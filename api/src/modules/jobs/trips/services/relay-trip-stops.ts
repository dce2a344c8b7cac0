import type { Kysely } from 'kysely';
import { createContentService, type Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import { tripStopsType } from '../content-types';
import { deleteStaleTripStops, jobStopFacts, setStopSequence, tripOfJob, tripStopFacts } from '../repository/trip-repository';
import type { RoutingProvider } from '../routing/routing-provider';
import { estimateTrip } from './trip-figures';

/**
 * A job's stops are rewritten when the job is edited, which drops them from its trip's order: the
 * new ones join the end of the trip in the job's own order (pickups still before deliveries) and
 * the trip's figures follow.
 */
export const relayTripStops = async (trx: Kysely<Database>, dialect: Dialect, jobId: number, provider: RoutingProvider): Promise<void> => {
  const trip = await tripOfJob(trx, jobId);
  if (!trip) return;
  const tripId = trip.id;
  await deleteStaleTripStops(trx, jobId);
  const kept = await tripStopFacts(trx, tripId);
  const now = new Date().toISOString();
  for (const [index, stop] of kept.entries()) await setStopSequence(trx, Number(stop.id), index + 1, now);
  const known = new Set(kept.map((stop) => Number(stop.job_stop_id)));
  const fresh = (await jobStopFacts(trx, [jobId])).filter((stop) => !known.has(Number(stop.job_stop_id)));
  const service = createContentService(trx, dialect, tripStopsType);
  let sequence = kept.length;
  for (const stop of fresh.sort((a, b) => Number(a.job_sequence) - Number(b.job_sequence))) {
    sequence += 1;
    await service.create({ trip: tripId, sequence, job: jobId, jobStop: Number(stop.job_stop_id) });
  }
  await estimateTrip(trx, tripId, provider);
};
