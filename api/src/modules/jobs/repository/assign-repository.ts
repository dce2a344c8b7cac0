import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { DriverFacts, TruckFacts } from '../model/conflicts';

type Db = Kysely<Database>;

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
  const mounted = await db
    .selectFrom('tyre_sets')
    .select('season')
    .where('truck_id', '=', row.id)
    .where('status', '=', 'mounted')
    .execute();
  return {
    id: Number(row.id),
    name: row.truck_name,
    vehicleClass: row.vehicle_class as TruckFacts['vehicleClass'],
    truckStatus: row.truck_status,
    techInspectionDate: row.tech_inspection_date,
    tachographInspectionDate: row.tachograph_inspection_date,
    mountedSeasons: mounted.map((m) => m.season),
  };
};

export const lockDriver = async (db: Db, dialect: Dialect, ref: string | number): Promise<DriverFacts | null> => {
  const [column, value] = byRef(ref);
  let query = db.selectFrom('drivers').selectAll().where(column, '=', value);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        name: `${row.first_name} ${row.last_name}`,
        driverStatus: row.driver_status,
        licenceExpiryDate: row.licence_expiry_date,
        code95ExpiryDate: row.code95_expiry_date,
        driverCardExpiryDate: row.driver_card_expiry_date,
        adrExpiryDate: row.adr_expiry_date,
      }
    : null;
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

/** Live jobs of the truck or driver on the day, except this one. */
export const bookedOnDay = (db: Db, date: string, truckId: number, driverId: number | null, exceptJobId: number) =>
  db
    .selectFrom('jobs')
    .select(['id', 'job_number', 'truck_id', 'driver_id'])
    .where('planned_date', '=', date)
    .where('id', '!=', exceptJobId)
    .where('kind', '=', 'job')
    .where('status', 'in', ['planned', 'dispatched', 'in_progress'])
    .where((eb) => eb.or([eb('truck_id', '=', truckId), ...(driverId ? [eb('driver_id', '=', driverId)] : [])]))
    .execute();
