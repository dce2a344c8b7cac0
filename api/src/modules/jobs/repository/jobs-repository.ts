import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

export const byRef = (ref: string | number): ['id' | 'document_id', string | number] =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? ['id', Number(ref)] : ['document_id', ref];

/**
 * The next job number, taken in the creating transaction. One UPDATE … RETURNING holds the
 * counter row's lock until commit on PostgreSQL (SQLite has one writer), so numbers never repeat,
 * and a rollback gives the number back.
 */
export const takeJobNumber = async (db: Db): Promise<number> => {
  const row = await db
    .updateTable('job_number_series')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('name', '=', 'jobs')
    .returning('next_number')
    .executeTakeFirstOrThrow();
  return Number(row.next_number) - 1;
};

/** `count` consecutive job numbers at once (bulk writers such as the demo data); answers the first. */
export const takeJobNumbers = async (db: Db, count: number): Promise<number> => {
  const row = await db
    .updateTable('job_number_series')
    .set((eb) => ({ next_number: eb('next_number', '+', count) }))
    .where('name', '=', 'jobs')
    .returning('next_number')
    .executeTakeFirstOrThrow();
  return Number(row.next_number) - count;
};

export const findJobRow = (db: Db, id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

export interface StopFacts {
  jobId: number;
  type: string;
  area: string | null;
  plannedFrom: string | null;
  plannedTo: string | null;
}

/** The stops of these jobs in order, with their destination's area (for rating and windows). */
export const stopsOf = async (db: Db, jobIds: number[]): Promise<Map<number, StopFacts[]>> => {
  const map = new Map<number, StopFacts[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return map;
  const rows = await db
    .selectFrom('job_stops as s')
    .leftJoin('destinations as d', 'd.id', 's.destination_id')
    .leftJoin('areas as a', 'a.id', 'd.area_id')
    .select(['s.job_id', 's.type', 's.planned_from', 's.planned_to', 'a.name as area'])
    .where('s.job_id', 'in', jobIds)
    .orderBy('s.job_id')
    .orderBy('s.sequence')
    .orderBy('s.id')
    .execute();
  for (const row of rows)
    map.get(Number(row.job_id))?.push({
      jobId: Number(row.job_id),
      type: row.type,
      area: row.area ?? null,
      plannedFrom: row.planned_from,
      plannedTo: row.planned_to,
    });
  return map;
};

export const stopIdsOf = async (db: Db, jobId: number): Promise<number[]> =>
  (await db.selectFrom('job_stops').select('id').where('job_id', '=', jobId).execute()).map((row) => Number(row.id));

/** "Name, City" of each destination reference, as a stop stores it for search. */
export const destinationPlace = async (db: Db, ref: string | number): Promise<string | null> => {
  const [column, value] = byRef(ref);
  const row = await db.selectFrom('destinations').select(['name', 'city']).where(column, '=', value).executeTakeFirst();
  return row ? [row.name, row.city].filter(Boolean).join(', ') : null;
};

/** Writes a destination's place on the stops that show another one; answers their jobs. */
export const restampStopPlaces = async (db: Db, destinationId: number, place: string | null, now: string): Promise<number[]> => {
  const differs = (eb: ExpressionBuilder<Database, 'job_stops'>) =>
    eb.and([
      eb('destination_id', '=', destinationId),
      place === null ? eb('place', 'is not', null) : eb.or([eb('place', 'is', null), eb('place', '!=', place)]),
    ]);
  const stale = await db.selectFrom('job_stops').select('job_id').distinct().where(differs).execute();
  if (stale.length === 0) return [];
  await db.updateTable('job_stops').set({ place, updated_at: now }).where(differs).execute();
  return stale.flatMap((row) => (row.job_id == null ? [] : [Number(row.job_id)]));
};

export const setJobPrice = (db: Db, id: number, price: { priceTotal: number; currency: string; charges: unknown }) =>
  db
    .updateTable('jobs')
    .set({ price_total: price.priceTotal, currency: price.currency, charges: JSON.stringify(price.charges) })
    .where('id', '=', id)
    .execute();

/** Whether the job's km actual is the route estimate (the road's) or a measured or typed figure. */
export const markKmActualEstimated = (db: Db, id: number, estimated: boolean) =>
  // 1/0: better-sqlite3 binds no booleans; PostgreSQL reads them as its boolean.
  db
    .updateTable('jobs')
    .set({ km_actual_estimated: estimated ? 1 : 0 })
    .where('id', '=', id)
    .execute();

export const operationRowsOf = (db: Db, jobId: number) =>
  db.selectFrom('job_operations').selectAll().where('job_id', '=', jobId).orderBy('id').execute();

export const countCustomerJobs = async (db: Db, customerId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** A customer by documentId, organisation number (with or without dash) or exact name (CSV import). */
export const findCustomerId = async (db: Db, key: string): Promise<number | null> => {
  const digits = key.replace(/\D/g, '');
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('document_id', '=', key),
        eb('company_name', '=', key),
        ...(digits.length === 10
          ? [eb('organization_number', '=', `${digits.slice(0, 6)}-${digits.slice(6)}`), eb('organization_number', '=', digits)]
          : []),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
};

export const isPostgresDialect = (dialect: Dialect): boolean => dialect === 'postgres';

export const findJobByRef = (db: Db, ref: string | number) => {
  const [column, value] = byRef(ref);
  return db.selectFrom('jobs').selectAll().where(column, '=', value).executeTakeFirst();
};
