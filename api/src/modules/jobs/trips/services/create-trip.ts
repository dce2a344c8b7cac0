import type { AfterWriteContext } from '../../../../content';
import { createContentService } from '../../../../content';
import { fieldErrors } from '../../../../http/errors';
import { jobsType } from '../../content-types';
import { truckDefaults } from '../../repository/assign-repository';
import { assignJob } from '../../services/assign-job';
import { actorOf } from '../../services/job-writer';
import { tripStopsType } from '../content-types';
import { initialStopOrder } from '../model/stop-order';
import { jobsByRef, jobStopFacts, setJobsTrip, setTripCrew, tripCrewOf, tripStopFacts } from '../repository/trip-repository';
import type { RoutingProvider } from '../routing/routing-provider';
import { estimateTrip } from './trip-figures';

type Ref = string | number;
type JobRow = Awaited<ReturnType<typeof jobsByRef>>[number];

const refused = (index: number, message: string) => fieldErrors([{ path: ['jobs', index], message, name: 'ValidationError' }]);

/** Which jobs may travel in a new trip: real jobs, open or planned, in no other trip. */
const basketRows = async (ctx: Pick<AfterWriteContext, 'trx'>, refs: readonly Ref[]): Promise<JobRow[]> => {
  const rows = await jobsByRef(ctx.trx, refs);
  return refs.map((ref, index) => {
    const row = rows.find((r) => r.document_id === String(ref) || Number(r.id) === Number(ref));
    if (!row) throw refused(index, `Job ${String(ref)} does not exist`);
    const name = `Job ${row.job_number}`;
    if (row.kind !== 'job') throw refused(index, `${name} is a template; only jobs travel in trips`);
    if (row.trip_id != null) throw refused(index, `${name} is already in a trip; split that trip first`);
    if (row.status === 'draft') throw refused(index, `${name} is a draft; open it before planning it`);
    if (row.status !== 'open' && row.status !== 'planned')
      throw refused(index, `${name} is ${row.status.replace('_', ' ')}; only open or planned jobs can be combined`);
    return row;
  });
};

/** The trip the jobs join: its truck, driver and day. */
export interface TripCrew {
  id: number;
  truckId: number;
  driverId: number | null;
  date: string;
}

type JoinContext = Pick<AfterWriteContext, 'request' | 'trx' | 'dialect' | 'warnings' | 'publish'>;

/**
 * Every job joins the trip and is assigned to its truck, driver and day as a board drop is
 * (`assignJob`: same conflicts, same 409 for a blocking one, which rolls the whole write back), the
 * trip's own jobs never counting as double bookings; its stops are laid out job after job after the
 * trip's own; the km and time follow.
 */
export const joinTrip = async (ctx: JoinContext, trip: TripCrew, refs: readonly Ref[], provider: RoutingProvider): Promise<number[]> => {
  const jobs = await basketRows(ctx, refs);
  const jobIds = jobs.map((job) => Number(job.id));
  // Joined first, so the assignment knows the trip: its jobs share the truck and day, not conflict.
  await setJobsTrip(ctx.trx, jobIds, trip.id, new Date().toISOString());
  const service = createContentService(ctx.trx, ctx.dialect, jobsType);
  const scope = { trx: ctx.trx, dialect: ctx.dialect, service, mover: ctx.request.user.type, actor: actorOf(ctx.request) };
  for (const job of jobs) {
    const conflicts = await assignJob(
      { ...scope, jobId: Number(job.id) },
      { truck: trip.truckId, driver: trip.driverId, plannedDate: trip.date },
    );
    for (const conflict of conflicts) ctx.warnings.push({ field: 'jobs', message: `Job ${job.job_number}: ${conflict.message}` });
    ctx.publish('jobs', 'assigned', { id: Number(job.id), documentId: job.document_id });
  }
  const stops = (await jobStopFacts(ctx.trx, jobIds)).map((stop) => ({
    ...stop,
    id: Number(stop.job_stop_id),
    jobId: Number(stop.job_id),
    jobNumber: Number(stop.job_number),
    jobSequence: Number(stop.job_sequence),
  }));
  const stopService = createContentService(ctx.trx, ctx.dialect, tripStopsType);
  let sequence = (await tripStopFacts(ctx.trx, trip.id)).length;
  for (const stop of initialStopOrder(stops, jobIds)) {
    sequence += 1;
    await stopService.create({ trip: trip.id, sequence, job: stop.job_id, jobStop: stop.job_stop_id });
  }
  await estimateTrip(ctx.trx, trip.id, provider);
  return jobIds;
};

/** After the trip's row is written, in its transaction: the basket's jobs join it (driver: the truck's unless chosen). */
export const combineJobs = async (ctx: AfterWriteContext, refs: readonly Ref[], provider: RoutingProvider): Promise<void> => {
  const trip = await tripCrewOf(ctx.trx, ctx.id);
  const truckId = trip.truckId;
  const driverId = Object.hasOwn(ctx.data, 'driver') ? trip.driverId : (await truckDefaults(ctx.trx, truckId)).driverId;
  const chosen = driverId == null ? null : Number(driverId);
  await setTripCrew(ctx.trx, ctx.id, chosen);
  await joinTrip(ctx, { id: ctx.id, truckId, driverId: chosen, date: trip.date }, refs, provider);
};
