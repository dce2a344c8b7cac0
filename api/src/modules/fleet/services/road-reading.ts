import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { applyOdometerReading, type OdometerOutcome } from '../model/odometer';

/**
 * An odometer reading told from the road (a driver's start or end of the day): kept in the truck's
 * history at the time it was read, and applied to the truck unless it goes backwards (then flagged).
 */
export const recordRoadReading = async (db: Kysely<Database>, truckId: number, km: number, readAt: string): Promise<OdometerOutcome> => {
  const truck = await db.selectFrom('trucks').select('odometer').where('id', '=', truckId).executeTakeFirstOrThrow();
  const outcome = applyOdometerReading(Number(truck.odometer ?? 0), km);
  const now = new Date().toISOString();
  await db
    .insertInto('odometer_readings')
    .values({
      document_id: createId(),
      created_at: now,
      updated_at: now,
      published_at: now,
      truck_id: truckId,
      value_km: km,
      read_at: readAt,
      source: 'job',
      // SQLite has no boolean binding; 0/1 is also valid boolean input for PostgreSQL.
      is_breaking: outcome.isBreaking ? 1 : 0,
    })
    .execute();
  if (!outcome.isBreaking)
    await db.updateTable('trucks').set({ odometer: outcome.odometer, updated_at: now }).where('id', '=', truckId).execute();
  return outcome;
};
