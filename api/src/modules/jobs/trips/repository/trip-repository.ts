import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

/** Trip numbers: the `trips` row of the jobs' counter table, taken in the creating transaction. */
export const takeTripNumber = async (db: Db): Promise<number> => {
  const row = await db
    .updateTable('job_number_series')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('name', '=', 'trips')
    .returning('next_number')
    .executeTakeFirstOrThrow();
  return Number(row.next_number) - 1;
};

/** The basket's jobs, by documentId or id (at most TRIP_MAX_JOBS). */
export const jobsByRef = async (db: Db, refs: readonly (string | number)[]) => {
  const ids = refs.filter((ref): ref is number => typeof ref === 'number' || /^\d+$/.test(String(ref))).map(Number);
  const documentIds = refs.map(String);
  return db
    .selectFrom('jobs')
    .select(['id', 'document_id', 'job_number', 'kind', 'status', 'trip_id'])
    .where((eb) => eb.or([eb('document_id', 'in', documentIds), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]))
    .execute();
};

const stopColumns = [
  'job_stops.id as job_stop_id',
  'job_stops.job_id',
  'job_stops.type',
  'job_stops.sequence as job_sequence',
  'jobs.job_number',
  'destinations.latitude',
  'destinations.longitude',
] as const;

/** Every stop of these jobs with its job's number and its place's coordinates. */
export const jobStopFacts = (db: Db, jobIds: readonly number[]) =>
  db
    .selectFrom('job_stops')
    .innerJoin('jobs', 'jobs.id', 'job_stops.job_id')
    .leftJoin('destinations', 'destinations.id', 'job_stops.destination_id')
    .select(stopColumns)
    .where('job_stops.job_id', 'in', jobIds.length > 0 ? [...jobIds] : [0])
    .execute();

/** A trip's stops in its order, with what the ordering rule and the estimate need. */
export const tripStopFacts = (db: Db, tripId: number) =>
  db
    .selectFrom('trip_stops')
    .innerJoin('job_stops', 'job_stops.id', 'trip_stops.job_stop_id')
    .innerJoin('jobs', 'jobs.id', 'trip_stops.job_id')
    .leftJoin('destinations', 'destinations.id', 'job_stops.destination_id')
    .select(['trip_stops.id', 'trip_stops.document_id', 'trip_stops.sequence', ...stopColumns])
    .where('trip_stops.trip_id', '=', tripId)
    .orderBy('trip_stops.sequence')
    .execute();

export const setStopSequence = (db: Db, stopId: number, sequence: number, now: string) =>
  db.updateTable('trip_stops').set({ sequence, updated_at: now }).where('id', '=', stopId).execute();

export const setTripEstimate = (db: Db, tripId: number, values: { km: number; minutes: number; source: string }) =>
  db
    .updateTable('trips')
    .set({ km_estimate: values.km, minutes_estimate: values.minutes, estimate_source: values.source })
    .where('id', '=', tripId)
    .execute();

export const setTripCrew = (db: Db, tripId: number, driverId: number | null) =>
  db.updateTable('trips').set({ driver_id: driverId }).where('id', '=', tripId).execute();

/** Joins the jobs to the trip, or (tripId null) frees them from it. */
export const setJobsTrip = (db: Db, jobIds: readonly number[], tripId: number | null, now: string) =>
  db
    .updateTable('jobs')
    .set({ trip_id: tripId, updated_at: now })
    .where('id', 'in', jobIds.length > 0 ? [...jobIds] : [0])
    .execute();

/** Each trip's jobs: their ids, statuses and prices (what a trip's status and revenue follow). */
export const tripJobFacts = (db: Db, tripIds: readonly number[]) =>
  db
    .selectFrom('jobs')
    .select(['id', 'document_id', 'trip_id', 'status', 'price_total', 'driver_id'])
    .where('trip_id', 'in', tripIds.length > 0 ? [...tripIds] : [0])
    .orderBy('job_number')
    .execute();

/** The trip a job travels in, if any. */
export const tripOfJob = async (db: Db, jobId: number): Promise<{ id: number; documentId: string } | null> => {
  const row = await db
    .selectFrom('jobs as j')
    .innerJoin('trips as t', 't.id', 'j.trip_id')
    .select(['t.id', 't.document_id'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), documentId: row.document_id } : null;
};

/** A job's stops leave its trip's sequence. */
export const deleteJobTripStops = (db: Db, jobId: number) => db.deleteFrom('trip_stops').where('job_id', '=', jobId).execute();

/** The trip stops of a job's stops that the job no longer has (after its stops were rewritten). */
export const deleteStaleTripStops = (db: Db, jobId: number) =>
  db
    .deleteFrom('trip_stops')
    .where('job_id', '=', jobId)
    .where('job_stop_id', 'not in', db.selectFrom('job_stops').select('id').where('job_id', '=', jobId))
    .execute();

/** A trip and its stops go; its jobs must have left it first. */
export const deleteTripWithStops = async (db: Db, tripId: number): Promise<void> => {
  await db.deleteFrom('trip_stops').where('trip_id', '=', tripId).execute();
  await db.deleteFrom('trips').where('id', '=', tripId).execute();
};

/** A trip's truck, driver and day. */
export const tripCrewOf = async (db: Db, tripId: number): Promise<{ truckId: number; driverId: number | null; date: string }> => {
  const trip = await db.selectFrom('trips').select(['truck_id', 'driver_id', 'date']).where('id', '=', tripId).executeTakeFirstOrThrow();
  return { truckId: Number(trip.truck_id), driverId: trip.driver_id == null ? null : Number(trip.driver_id), date: trip.date };
};
