import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

/**
 * A pay rule for every demo driver, from 2026: every other driver hourly, the rest monthly, with
 * believable OB, overtime and per-diem rates (öre). Skipped once any pay rule exists.
 */
export const seedPayRules = async (db: Kysely<Database>): Promise<boolean> => {
  if (await db.selectFrom('pay_rules').select('id').limit(1).executeTakeFirst()) return false;
  const drivers = await db.selectFrom('drivers').select('id').orderBy('id').execute();
  if (drivers.length === 0) return false;
  const stamp = new Date().toISOString();
  await db
    .insertInto('pay_rules')
    .values(
      drivers.map((driver, i) => ({
        document_id: createId(),
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
        driver_id: driver.id,
        valid_from: '2026-01-01',
        valid_to: null,
        basis: i % 2 === 0 ? 'hourly' : 'monthly',
        hourly_rate: i % 2 === 0 ? 18_500 + (i % 5) * 500 : 0,
        monthly_salary: i % 2 === 0 ? 0 : 3_150_000 + (i % 4) * 50_000,
        per_km_rate: i % 3 === 0 ? 50 : 0,
        evening_supplement: 2_500,
        night_supplement: 4_000,
        weekend_supplement: 5_500,
        holiday_supplement: 11_250,
        overtime_rate: 27_000,
        per_diem_full: 30_000,
        per_diem_partial: 15_000,
      })),
    )
    .execute();
  return true;
};
