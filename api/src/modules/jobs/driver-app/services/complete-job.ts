import type { DriverAppHost } from './driver-host';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { kmEstimates } from '../../model/board';
import { moveJob } from '../../services/status-command';
import { type DayReading, hoursActualOf, kmActualOf } from '../model/actuals';
import { jobStopRows } from '../repository/stop-repository';
import type { DriverContext } from './driver-action';

type Db = Kysely<Database>;

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The straight line through the job's stops (as the boards estimate it), when its places are known. */
const straightLineKm = async (trx: Db, jobId: number): Promise<number | null> => {
  const points = await trx
    .selectFrom('job_stops')
    .innerJoin('destinations', 'destinations.id', 'job_stops.destination_id')
    .select(['job_stops.job_id', 'destinations.latitude', 'destinations.longitude'])
    .where('job_stops.job_id', '=', jobId)
    .orderBy('job_stops.sequence')
    .execute();
  return kmEstimates(points).get(jobId) ?? null;
};

/**
 * The last delivery's proof completes the job with its actuals: hours from the first arrival to the
 * last departure (or the proof), km from the day's odometer readings shared over the driver's jobs
 * of the day, else the route estimate, said so in the job's history. The machine's move re-rates it
 * by the agreement, as the office's completion does. Answers whether the job was completed.
 */
export const completeWithActuals = async (
  app: DriverAppHost,
  trx: Db,
  driver: DriverContext,
  jobId: number,
  provedAt: string,
): Promise<boolean> => {
  const job = await trx.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  if (job.status !== 'in_progress') return false;
  const stops = (await jobStopRows(trx, jobId)).map((s) => ({ arrivedAt: iso(s.arrived_at), departedAt: iso(s.departed_at) }));
  const hours = hoursActualOf(stops, provedAt);
  const date = job.planned_date ?? provedAt.slice(0, 10);
  const readings = await trx
    .selectFrom('driver_day_readings')
    .select(['kind', 'km', 'truck_id'])
    .where('driver_id', '=', driver.driverId)
    .where('date', '=', date)
    .execute();
  const dayJobs = await trx
    .selectFrom('jobs')
    .select('km_planned')
    .where('driver_id', '=', driver.driverId)
    .where('planned_date', '=', date)
    .where('truck_id', '=', job.truck_id)
    .where('status', '!=', 'cancelled')
    .execute();
  const km = kmActualOf(
    readings.map((r): DayReading => ({ kind: r.kind as DayReading['kind'], km: Number(r.km), truckId: Number(r.truck_id) })),
    job.truck_id == null ? null : Number(job.truck_id),
    { kmPlanned: job.km_planned == null ? null : Number(job.km_planned), routeKm: await straightLineKm(trx, jobId) },
    dayJobs.map((j) => ({ kmPlanned: j.km_planned == null ? null : Number(j.km_planned) })),
  );
  if (hours == null || km == null) return false;
  await trx
    .updateTable('jobs')
    .set({ hours_actual: hours, km_actual: km.km, km_actual_estimated: km.estimated ? 1 : 0 })
    .where('id', '=', jobId)
    .execute();
  const reason = km.estimated
    ? `Completed from the road: ${hours} h; ${km.km} km is the route estimate (no odometer readings for the day)`
    : `Completed from the road: ${hours} h, ${km.km} km from the day’s odometer readings`;
  await moveJob(
    { trx, dialect: app.dialect, mover: 'driver', actor: { id: driver.userId, name: driver.userName } },
    jobId,
    'completed',
    reason,
  );
  return true;
};
