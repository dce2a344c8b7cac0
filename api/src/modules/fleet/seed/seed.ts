import type { Insertable, Kysely } from 'kysely';
import { officeToday } from '@haulage/shared/contracts';
import { DEMO_AREAS, DEMO_DRIVER_NAMES, DEMO_TRAILERS, DEMO_TRUCKS } from './demo-data';
import { driverRow, trailerRow, truckRow, tyreRows } from './demo-rows';
import { addDays, entryColumns, seededRandom } from './seed-helpers';
import { fillSearchText } from '../../../content';
import type { Database } from '../../../db/database';

const insertIds = async <T extends 'areas' | 'trucks' | 'drivers' | 'trailers'>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> => {
  const inserted = await db.insertInto(table).values(rows).returning('id').execute();
  return inserted.map((row) => Number(row.id));
};

/** Seeds the demo haulier when the fleet is empty; safe to call on every start. */
export const seedFleetDemoData = async (db: Kysely<Database>, now = new Date()): Promise<boolean> => {
  const existing = await db
    .selectFrom('trucks')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return false;
  const today = officeToday(now);
  const stamp = now.toISOString();
  const random = seededRandom(20_260_101);
  await db.transaction().execute(async (trx) => {
    const areaIds = await insertIds(
      trx,
      'areas',
      DEMO_AREAS.map((a) => ({ ...entryColumns(stamp), ...a })),
    );
    const truckIds: number[] = [];
    for (const [i, t] of DEMO_TRUCKS.entries()) {
      const [id] = await insertIds(trx, 'trucks', [truckRow(t, i, areaIds, today, stamp)]);
      truckIds.push(id!);
      if (t.status !== 'sold')
        await trx
          .insertInto('tyre_sets')
          .values(tyreRows(id!, t, i, today, stamp))
          .execute();
      await trx
        .insertInto('odometer_readings')
        .values({ ...entryColumns(stamp), truck_id: id!, value_km: t.odometer ?? 0, read_at: stamp, source: 'manual', is_breaking: 0 })
        .execute();
    }
    const driverIds = await insertIds(
      trx,
      'drivers',
      DEMO_DRIVER_NAMES.map((name, i) => driverRow(name, i, areaIds, random, today, stamp)),
    );
    // Most trucks have one or two regular drivers; the sold truck keeps none.
    const links = truckIds
      .flatMap((truckId, i) =>
        DEMO_TRUCKS[i]!.status === 'sold'
          ? []
          : [
              { truck_id: truckId, driver_id: driverIds[i]! },
              ...(i % 2 === 0 ? [{ truck_id: truckId, driver_id: driverIds[20 + i / 2]! }] : []),
            ],
      )
      .filter((l) => l.driver_id !== undefined);
    await trx.insertInto('trucks_drivers').values(links).execute();
    const trailerIds = await insertIds(
      trx,
      'trailers',
      DEMO_TRAILERS.map((t, i) => trailerRow(t, i, today, stamp)),
    );
    await trx
      .insertInto('trailer_links')
      .values(
        [0, 1, 2, 3, 5].map((t, n) => ({
          ...entryColumns(stamp),
          truck_id: truckIds[[0, 1, 5, 12, 16][n]!]!,
          trailer_id: trailerIds[t]!,
          linked_from: `${addDays(today, -7 - n * 5)}T06:00:00.000Z`,
          linked_to: null,
        })),
      )
      .execute();
  });
  await fillSearchText(db);
  return true;
};
