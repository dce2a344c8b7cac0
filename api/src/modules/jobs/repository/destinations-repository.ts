import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { DestinationName } from '../model/destination-match';

/** The depot area a gazetteer place belongs to, when that area exists here. */
export const areaIdByName = async (db: Kysely<Database>, name: string): Promise<number | undefined> => {
  const row = await db.selectFrom('areas').select('id').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.id) : undefined;
};

/** Every destination's id, documentId and name (a CSV import matches its names against them). */
export const destinationNames = async (db: Kysely<Database>): Promise<DestinationName[]> =>
  (await db.selectFrom('destinations').select(['id', 'document_id', 'name']).execute()).map((row) => ({
    id: Number(row.id),
    documentId: row.document_id,
    name: row.name,
  }));
