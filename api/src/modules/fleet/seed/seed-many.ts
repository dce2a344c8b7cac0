import type { Kysely } from 'kysely';
import { officeToday, TRUCK_STATUSES } from '@haulage/shared/contracts';
import { DEMO_TRUCKS } from './demo-data';
import { addDays, entryColumns } from './seed-helpers';
import { fillSearchText } from '../../../content';
import type { Database } from '../../../db/database';

const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ';
/** Bulk plates all start with Z, which the demo fleet never uses, so the two never collide. */
const bulkPlate = (k: number): string => {
  const group = Math.floor(k / 1000);
  return `Z${PLATE_LETTERS[Math.floor(group / 23) % 23]}${PLATE_LETTERS[group % 23]}${String(k % 1000).padStart(3, '0')}`;
};

const BATCH = 500;

/**
 * Adds `n` trucks in batched inserts (for load tests and list benchmarks). Numbers continue after
 * the trucks already present, so it can be called more than once.
 */
export const seedManyTrucks = async (db: Kysely<Database>, n: number, now = new Date()): Promise<number> => {
  const existing = await db
    .selectFrom('trucks')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const offset = Number(existing?.n ?? 0);
  const areas = await db.selectFrom('areas').select('id').orderBy('id').execute();
  const today = officeToday(now);
  const stamp = now.toISOString();
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, j) => {
      const k = offset + start + j;
      const model = DEMO_TRUCKS[k % DEMO_TRUCKS.length]!;
      return {
        ...entryColumns(stamp),
        truck_name: `${model.name} ${String(k).padStart(5, '0')}`,
        truck_number: `B-${String(k).padStart(6, '0')}`,
        registration_plate_number: bulkPlate(k),
        truck_type: model.type,
        vehicle_class: model.vehicleClass,
        truck_status: TRUCK_STATUSES[k % 7 === 6 ? 1 : k % 13 === 12 ? 2 : 0],
        odometer: 50_000 + ((k * 7_919) % 700_000),
        area_id: areas.length > 0 ? areas[k % areas.length]!.id : null,
        tech_inspection_date: addDays(today, (k % 400) - 30),
        tachograph_inspection_date: addDays(today, (k % 730) - 30),
      };
    });
    await db.insertInto('trucks').values(rows).execute();
  }
  await fillSearchText(db);
  return n;
};
