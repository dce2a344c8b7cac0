import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The depot area a gazetteer place belongs to, when that area exists here. */
export const areaIdByName = async (db: Kysely<Database>, name: string): Promise<number | undefined> => {
  const row = await db.selectFrom('areas').select('id').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.id) : undefined;
};
