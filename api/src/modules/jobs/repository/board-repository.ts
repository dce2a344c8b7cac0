import type { Compilable, Kysely } from 'kysely';
import { rememberedRows } from '../../../content';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;
/** The database version read once for a board's reads (content/service `listVersion`). */
type Version = string | null | undefined;

/**
 * Every dispatcher's board refetches after each drop (realtime `jobs`), so a board read is
 * answered again while nothing was written since (content README §6); a write is seen at once.
 * The rows are shared between requests: callers build new objects from them.
 */
const remembered = <R>(db: Db, query: Compilable<R> & { execute(): Promise<R[]> }, version: Version): Promise<readonly R[]> =>
  rememberedRows(db, query, { version });

const LIVE = ['planned', 'dispatched', 'in_progress', 'completed'];

/** Trucks still in the fleet with their area, in one query. */
export const boardTrucks = (db: Db, areaRef?: string, version?: Version) => {
  let query = db
    .selectFrom('trucks as t')
    .leftJoin('areas as a', 'a.id', 't.area_id')
    .select([
      't.id',
      't.document_id',
      't.truck_name',
      't.truck_number',
      't.registration_plate_number',
      't.vehicle_class',
      't.truck_status',
      'a.id as area_id',
      'a.document_id as area_document_id',
      'a.name as area_name',
    ])
    .where('t.truck_status', '!=', 'sold');
  if (areaRef) query = query.where((eb) => eb.or([eb('a.document_id', '=', areaRef), eb('a.name', '=', areaRef)]));
  return remembered(db, query.orderBy('a.name').orderBy('t.truck_name').orderBy('t.id'), version);
};

/** Real jobs (never drafts or templates) in the date range, planned on a truck or still open. */
export const boardJobs = (db: Db, from: string, to: string, version?: Version) =>
  remembered(
    db,
    db
      .selectFrom('jobs as j')
      .innerJoin('customers as c', 'c.id', 'j.customer_id')
      .leftJoin('drivers as d', 'd.id', 'j.driver_id')
      .leftJoin('trips as tr', 'tr.id', 'j.trip_id')
      .select([
        'j.id',
        'j.document_id',
        'j.job_number',
        'j.status',
        'j.planned_date',
        'j.truck_id',
        'j.driver_id',
        'j.km_planned',
        'j.km_actual',
        'j.hours_actual',
        'j.vehicle_class',
        'j.adr',
        'j.confirmation_status',
        'c.company_name as customer_name',
        'd.first_name',
        'd.last_name',
        'tr.document_id as trip_document_id',
        'tr.trip_number',
      ])
      .where('j.kind', '=', 'job')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('j.status', 'in', LIVE),
            eb('j.truck_id', 'is not', null),
            eb('j.planned_date', '>=', from),
            eb('j.planned_date', '<=', to),
          ]),
          eb.and([
            eb('j.status', '=', 'open'),
            eb.or([eb('j.planned_date', 'is', null), eb.and([eb('j.planned_date', '>=', from), eb('j.planned_date', '<=', to)])]),
          ]),
        ]),
      )
      .orderBy('j.planned_date')
      .orderBy('j.job_number'),
    version,
  );

/** The map points of the jobs' stops in stop order, for the straight-line km of jobs with no km yet. */
export const stopPoints = (db: Db, jobIds: readonly number[], version?: Version) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : remembered(
        db,
        db
          .selectFrom('job_stops as s')
          .innerJoin('destinations as d', 'd.id', 's.destination_id')
          .select(['s.job_id', 'd.latitude', 'd.longitude'])
          .where('s.job_id', 'in', [...jobIds])
          .where('d.latitude', 'is not', null)
          .where('d.longitude', 'is not', null)
          .orderBy('s.job_id')
          .orderBy('s.sequence'),
        version,
      );

/**
 * The stops' arrival and departure stamps of the jobs on the road, in stop order, for their
 * progress on the cards. Only in-progress and completed jobs can have stamps (the first arrival
 * moves a job to in progress), so the read is bounded by the board's range; `job_stops(job_id)` is indexed.
 */
export const stopStamps = (db: Db, jobIds: readonly number[], version?: Version) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : remembered(
        db,
        db
          .selectFrom('job_stops as s')
          .select(['s.job_id', 's.type', 's.arrived_at', 's.departed_at'])
          .where('s.job_id', 'in', [...jobIds])
          .orderBy('s.job_id')
          .orderBy('s.sequence')
          .orderBy('s.id'),
        version,
      );

/** The area of each job's first stop (for the areas board's unplanned jobs). */
export const firstStopAreas = async (db: Db, jobIds: number[]): Promise<Map<number, number | null>> => {
  const map = new Map<number, number | null>();
  if (jobIds.length === 0) return map;
  const rows = await db
    .selectFrom('job_stops as s')
    .leftJoin('destinations as d', 'd.id', 's.destination_id')
    .select(['s.job_id', 'd.area_id'])
    .where('s.job_id', 'in', jobIds)
    .orderBy('s.job_id')
    .orderBy('s.sequence')
    .execute();
  for (const row of rows) if (!map.has(Number(row.job_id))) map.set(Number(row.job_id), row.area_id);
  return map;
};
