import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { byRef } from '../../repository/jobs-repository';
import type { StopTimes } from '../model/stop-order';

type Db = Kysely<Database>;

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

export const findJobStop = (db: Db, jobId: number, ref: string | number) => {
  const [column, value] = byRef(ref);
  return db.selectFrom('job_stops').selectAll().where('job_id', '=', jobId).where(column, '=', value).executeTakeFirst();
};

export const jobStopRows = (db: Db, jobId: number) =>
  db.selectFrom('job_stops').selectAll().where('job_id', '=', jobId).orderBy('sequence').orderBy('id').execute();

/** The stops in the order the driver drives them: the trip's order when the job travels in one. */
export const stopsInRun = async (db: Db, job: { id: number; trip_id: number | null }): Promise<StopTimes[]> => {
  const rows =
    job.trip_id == null
      ? await jobStopRows(db, job.id)
      : await db
          .selectFrom('trip_stops')
          .innerJoin('job_stops', 'job_stops.id', 'trip_stops.job_stop_id')
          .selectAll('job_stops')
          .select('trip_stops.sequence as run_sequence')
          .where('trip_stops.trip_id', '=', job.trip_id)
          .orderBy('trip_stops.sequence')
          .execute();
  return rows.map((row, index) => ({
    id: Number(row.id),
    sequence: index + 1,
    arrivedAt: iso(row.arrived_at),
    departedAt: iso(row.departed_at),
  }));
};

export const stampStop = (db: Db, stopId: number, column: 'arrived_at' | 'departed_at', at: string) =>
  db
    .updateTable('job_stops')
    .set({ [column]: at, updated_at: new Date().toISOString() })
    .where('id', '=', stopId)
    .execute();

/** The places of the stops of the job's run in driving order: its own, or its trip's (ETA). */
export const runStopPlaces = async (db: Db, job: { id: number; trip_id: number | null }) => {
  const rows =
    job.trip_id == null
      ? await db
          .selectFrom('job_stops')
          .leftJoin('destinations', 'destinations.id', 'job_stops.destination_id')
          .select(['job_stops.job_id', 'job_stops.departed_at', 'destinations.latitude', 'destinations.longitude'])
          .where('job_stops.job_id', '=', job.id)
          .orderBy('job_stops.sequence')
          .orderBy('job_stops.id')
          .execute()
      : await db
          .selectFrom('trip_stops')
          .innerJoin('job_stops', 'job_stops.id', 'trip_stops.job_stop_id')
          .leftJoin('destinations', 'destinations.id', 'job_stops.destination_id')
          .select(['job_stops.job_id', 'job_stops.departed_at', 'destinations.latitude', 'destinations.longitude'])
          .where('trip_stops.trip_id', '=', job.trip_id)
          .orderBy('trip_stops.sequence')
          .execute();
  return rows.map((row) => ({
    jobId: Number(row.job_id),
    departedAt: iso(row.departed_at),
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
  }));
};
