import { createId } from '@paralleldrive/cuid2';
import { type JobStatus, officeToday } from '@haulage/shared/contracts';
import { type Kysely, sql } from 'kysely';
import { asDynamic, containsDocument, fillSearchText, searchDocument } from '../../../content';
import type { Database } from '../../../db/database';
import { gazetteerGeocoder } from '../geocoding/gazetteer';
import { truckDefaults } from '../repository/assign-repository';
import { areaIdByName } from '../repository/destinations-repository';
import { DEMO_DESTINATIONS, DEMO_GOODS } from './demo-places';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

// Rows per insert: a job has ~30 values, a stop ~12; both stay far under SQLite's 32,766 binds.
const BATCH = 500;
const GATES = 12;

export interface ManyJobsOptions {
  jobs: number;
  /** The day the planning board is read for: `perDay` jobs on the trucks. */
  boardDay?: string;
  perDay?: number;
  /** Open jobs without a day (the board's unplanned column), drafts and templates, within `jobs`. */
  undated?: number;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekday = (date: string): boolean => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const at = (date: string, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** Working days around the board day: ten ahead, the rest back in time, newest first. */
const workingDays = function* (boardDay: string): Generator<string> {
  for (let d = 14; d >= -3650; d -= 1) if (isWeekday(addDays(boardDay, d))) yield addDays(boardDay, d);
};

/** What a job on a day has become: the past is mostly invoiced, the future open or planned. */
const statusOn = (offset: number, k: number): JobStatus => {
  if (offset > 0) return k % 2 === 0 ? 'planned' : 'open';
  if (offset === 0) return (['planned', 'planned', 'dispatched', 'in_progress', 'completed'] as const)[k % 5]!;
  if (offset > -10) return (['completed', 'completed', 'ready_to_invoice', 'cancelled'] as const)[k % 4]!;
  return k % 23 === 0 ? 'cancelled' : 'invoiced';
};

// cuid2 hashes every id (~0.1 ms each, half a minute for 300,000 rows): one random prefix and a
// counter give ids of the same shape (24 characters, a letter first), unique in this database.
const prefix = createId().slice(0, 16);
let counter = 0;
const entry = (stamp: string) => ({
  document_id: `${prefix}${(counter++).toString(36).padStart(8, '0')}`,
  created_at: stamp,
  updated_at: stamp,
  published_at: stamp,
});

/** 16 demo places × 12 gates: 192 destinations in their depots' areas. */
const seedDestinations = async (db: Db, stamp: string): Promise<{ id: number; place: string }[]> => {
  const rows: Row[] = [];
  for (const [name, address, postcode, city] of DEMO_DESTINATIONS) {
    const hit = (await gazetteerGeocoder.geocode({ city }))!;
    const area = (await areaIdByName(db, hit.depot!)) ?? null;
    for (let gate = 1; gate <= GATES; gate += 1)
      rows.push({
        ...entry(stamp),
        name: `${name} gate ${gate}`,
        address,
        postcode,
        city,
        country: 'SE',
        latitude: hit.latitude,
        longitude: hit.longitude,
        area_id: area,
      });
  }
  const inserted = await asDynamic(db).insertInto('destinations').values(rows).returning('id').execute();
  return inserted.map((row, i) => ({ id: Number(row.id), place: `${String(rows[i]!.name)}, ${String(rows[i]!.city)}` }));
};

/**
 * Adds `jobs` jobs with a pickup and a delivery each, in batched inserts inside one transaction
 * (benchmarks: the jobs list, the planning board, drops). `perDay` jobs on every working day back
 * from ten days after `boardDay`, spread over the trucks still in the fleet; search text written
 * with the rows, as the engine would. Answers the board day.
 */
export const seedManyJobs = async (db: Db, options: ManyJobsOptions): Promise<{ boardDay: string; jobs: number }> => {
  const { jobs, perDay = 300, undated = 100 } = options;
  let boardDay = options.boardDay ?? officeToday();
  while (!isWeekday(boardDay)) boardDay = addDays(boardDay, 1);
  const stamp = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const customers = await trx.selectFrom('customers').select(['id', 'company_name']).orderBy('id').limit(5000).execute();
    const trucks = await trx
      .selectFrom('trucks')
      .select(['id', 'vehicle_class'])
      .where('truck_status', '!=', 'sold')
      .orderBy('id')
      .execute();
    const drivers = await Promise.all(trucks.map(async (t) => (await truckDefaults(trx, Number(t.id))).driverId));
    const places = await seedDestinations(trx, stamp);
    const series = await trx.selectFrom('job_number_series').select('next_number').where('name', '=', 'jobs').executeTakeFirstOrThrow();
    let number = Number(series.next_number);
    const days = workingDays(boardDay);
    let day = boardDay;
    let k = 0;
    for (let start = 0; start < jobs; start += BATCH) {
      const size = Math.min(BATCH, jobs - start);
      const jobRows: Row[] = [];
      const stopRows: Row[][] = [];
      for (let i = 0; i < size; i += 1, number += 1) {
        const n = start + i;
        const dated = n >= undated;
        if (dated && (n - undated) % perDay === 0) {
          day = days.next().value ?? day;
          k = 0;
        }
        const offset = Math.round((Date.parse(day) - Date.parse(boardDay)) / 86_400_000);
        const status: JobStatus = dated ? statusOn(offset, k) : (['open', 'draft', 'open', 'open', 'draft'] as const)[n % 5]!;
        const onTruck = dated && status !== 'open' && status !== 'cancelled';
        const truck = k % trucks.length;
        const customer = customers[(n * 7) % customers.length]!;
        const [from, to] = [places[n % places.length]!, places[(n * 13 + 5) % places.length]!];
        const hour = 6 + Math.floor(k / trucks.length) * 2;
        const km = 30 + ((n * 37) % 420);
        const done = ['completed', 'ready_to_invoice', 'invoiced'].includes(status);
        const [reference, goods] = [`PO-${100_000 + n}`, DEMO_GOODS[n % DEMO_GOODS.length]!];
        const unNumber = n % 19 === 0 ? '1202' : null;
        // In the order of the jobs' search paths (content-types.ts), as the engine writes them.
        const searched = [number, reference, goods, null, unNumber, customer.company_name, from.place, to.place];
        jobRows.push({
          ...entry(stamp),
          job_number: number,
          kind: !dated && n % 50 === 7 ? 'template' : 'job',
          status,
          customer_id: customer.id,
          customer_reference: reference,
          goods_description: goods,
          weight_kg: 1_000 + ((n * 1_337) % 24_000),
          pallets: 2 + (n % 32),
          adr: n % 19 === 0 ? 1 : 0,
          un_number: unNumber,
          adr_class: n % 19 === 0 ? '3' : null,
          packing_group: n % 19 === 0 ? 'III' : null,
          vehicle_class: trucks[truck]?.vehicle_class ?? 'truck',
          truck_id: onTruck ? trucks[truck]!.id : null,
          driver_id: onTruck ? drivers[truck] : null,
          planned_date: dated ? day : null,
          km_planned: km,
          km_actual: done ? km + (n % 17) : null,
          hours_actual: done ? Math.round((km / 65 + 1.5) * 4) / 4 : null,
          price_total: 150_000 + km * 2_200,
          currency: 'SEK',
          charges: '[]',
          completed_at: done ? at(day, 17) : null,
          search_text: searchDocument(searched),
          contains_text: containsDocument(searched),
        });
        stopRows.push(
          [
            { type: 'pickup', destination: from, from: dated ? at(day, hour) : null, to: dated ? at(day, hour + 1) : null },
            { type: 'delivery', destination: to, from: dated ? at(day, hour + 2) : null, to: dated ? at(day, hour + 3) : null },
          ].map((stop, s) => ({
            ...entry(stamp),
            sequence: s + 1,
            type: stop.type,
            destination_id: stop.destination.id,
            place: stop.destination.place,
            planned_from: stop.from,
            planned_to: stop.to,
          })),
        );
        if (dated) k += 1;
      }
      const ids = await asDynamic(trx).insertInto('jobs').values(jobRows).returning('id').execute();
      const stops = ids.flatMap((row, i) => stopRows[i]!.map((stop) => ({ ...stop, job_id: row.id })));
      await asDynamic(trx).insertInto('job_stops').values(stops).execute();
    }
    await trx.updateTable('job_number_series').set({ next_number: number }).where('name', '=', 'jobs').execute();
  });
  // The destinations' own search text (192 rows); the jobs carry theirs already.
  await fillSearchText(db);
  // Planner statistics, as a database that grew to this size has them (autovacuum on PostgreSQL).
  for (const table of ['jobs', 'job_stops', 'destinations']) await sql`analyze ${sql.table(table)}`.execute(db);
  return { boardDay, jobs };
};
