import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { DriverFacts, TruckFacts } from '../model/conflicts';

type Db = Kysely<Database>;

type TruckRow = Selectable<Database['trucks']>;
type DriverRow = Selectable<Database['drivers']>;

/** The seasons of the tyre sets mounted now on each truck. */
const mountedSeasons = async (db: Db, truckIds: number[]): Promise<Map<number, string[]>> => {
  const seasons = new Map<number, string[]>(truckIds.map((id) => [id, []]));
  if (truckIds.length === 0) return seasons;
  const rows = await db
    .selectFrom('tyre_sets')
    .select(['truck_id', 'season'])
    .where('truck_id', 'in', truckIds)
    .where('status', '=', 'mounted')
    .execute();
  for (const row of rows) seasons.get(Number(row.truck_id))?.push(row.season);
  return seasons;
};

const toTruckFacts = (row: TruckRow, seasons: Map<number, string[]>): TruckFacts => ({
  id: Number(row.id),
  name: row.truck_name,
  vehicleClass: row.vehicle_class as TruckFacts['vehicleClass'],
  truckStatus: row.truck_status,
  techInspectionDate: row.tech_inspection_date,
  tachographInspectionDate: row.tachograph_inspection_date,
  mountedSeasons: seasons.get(Number(row.id)) ?? [],
});

const toDriverFacts = (row: DriverRow): DriverFacts => ({
  id: Number(row.id),
  name: `${row.first_name} ${row.last_name}`,
  driverStatus: row.driver_status,
  licenceExpiryDate: row.licence_expiry_date,
  code95ExpiryDate: row.code95_expiry_date,
  driverCardExpiryDate: row.driver_card_expiry_date,
  adrExpiryDate: row.adr_expiry_date,
});

/** The planning facts of these trucks, read without locking (the conflicts of a board's days). */
export const truckFactsByIds = async (db: Db, ids: number[]): Promise<Map<number, TruckFacts>> => {
  if (ids.length === 0) return new Map();
  const [rows, seasons] = await Promise.all([
    db.selectFrom('trucks').selectAll().where('id', 'in', ids).execute(),
    mountedSeasons(db, ids),
  ]);
  return new Map(rows.map((row) => [Number(row.id), toTruckFacts(row, seasons)]));
};

export const driverFactsByIds = async (db: Db, ids: number[]): Promise<Map<number, DriverFacts>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('drivers').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), toDriverFacts(row)]));
};

const byRef = (ref: string | number): ['id' | 'document_id', string | number] =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? ['id', Number(ref)] : ['document_id', ref];

/**
 * The truck, locked for the rest of the transaction on PostgreSQL: two assignments that touch
 * the same truck (or driver) run one after the other, so the second sees the first's booking.
 * SQLite runs write transactions one at a time already.
 */
export const lockTruck = async (db: Db, dialect: Dialect, ref: string | number): Promise<TruckFacts | null> => {
  const [column, value] = byRef(ref);
  let query = db.selectFrom('trucks').selectAll().where(column, '=', value);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return toTruckFacts(row, await mountedSeasons(db, [Number(row.id)]));
};

export const lockDriver = async (db: Db, dialect: Dialect, ref: string | number): Promise<DriverFacts | null> => {
  const [column, value] = byRef(ref);
  let query = db.selectFrom('drivers').selectAll().where(column, '=', value);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDriverFacts(row) : null;
};

/** The truck's regular driver (the first linked) and its coupled trailers: what a drop defaults to. */
export const truckDefaults = async (db: Db, truckId: number): Promise<{ driverId: number | null; trailerIds: number[] }> => {
  const driver = await db
    .selectFrom('trucks_drivers')
    .select('driver_id')
    .where('truck_id', '=', truckId)
    .orderBy('driver_id')
    .executeTakeFirst();
  const links = await db
    .selectFrom('trailer_links')
    .select('trailer_id')
    .where('truck_id', '=', truckId)
    .where('linked_to', 'is', null)
    .orderBy('id')
    .execute();
  return { driverId: driver ? Number(driver.driver_id) : null, trailerIds: links.map((l) => Number(l.trailer_id)) };
};

/** The statuses of a job that holds its truck and driver on its day. */
export const LIVE_ON_PLAN = ['planned', 'dispatched', 'in_progress'] as const;

/** Live jobs of the truck or driver on the day, except this one. */
export const bookedOnDay = (db: Db, date: string, truckId: number, driverId: number | null, exceptJobId: number) =>
  db
    .selectFrom('jobs')
    .select(['id', 'job_number', 'truck_id', 'driver_id', 'trip_id'])
    .where('planned_date', '=', date)
    .where('id', '!=', exceptJobId)
    .where('kind', '=', 'job')
    .where('status', 'in', LIVE_ON_PLAN)
    .where((eb) => eb.or([eb('truck_id', '=', truckId), ...(driverId ? [eb('driver_id', '=', driverId)] : [])]))
    .execute();

/** The live jobs on a truck with a day in the range: what a board's conflicts are about. */
export const plannedInRange = (db: Db, from: string, to: string) =>
  db
    .selectFrom('jobs')
    .select(['id', 'document_id', 'job_number', 'planned_date', 'truck_id', 'driver_id', 'trip_id', 'vehicle_class', 'adr'])
    .where('planned_date', '>=', from)
    .where('planned_date', '<=', to)
    .where('kind', '=', 'job')
    .where('status', 'in', LIVE_ON_PLAN)
    .where('truck_id', 'is not', null)
    .orderBy('planned_date')
    .orderBy('job_number')
    .execute();
