import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The id of a driver record by documentId or id; null when there is none. */
export const findDriverId = async (db: Kysely<Database>, ref: string | number): Promise<number | null> => {
  const numeric = typeof ref === 'number' || /^\d+$/.test(ref);
  const row = await db
    .selectFrom('drivers')
    .select('id')
    .where(numeric ? 'id' : 'document_id', '=', numeric ? Number(ref) : ref)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
};
