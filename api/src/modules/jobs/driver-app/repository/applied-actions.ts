import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import '../db/tables';

type Db = Kysely<Database>;

/** What an action with this phone-made id answered before, if it was applied. */
export const findAppliedAnswer = async (db: Db, userId: number, clientId: string): Promise<unknown> => {
  const row = await db
    .selectFrom('driver_applied_actions')
    .select('answer')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.answer) as unknown) : undefined;
};

/** Claims the id in the action's transaction, before its work: a second claim of it fails on the key. */
export const claimClientId = (db: Db, userId: number, clientId: string, action: string) =>
  db
    .insertInto('driver_applied_actions')
    .values({ user_id: userId, client_id: clientId, action, answer: 'null', created_at: new Date().toISOString() })
    .execute();

/** The answer of a claimed id, written as its action's transaction ends. */
export const recordAppliedAnswer = (db: Db, userId: number, clientId: string, answer: unknown) =>
  db
    .updateTable('driver_applied_actions')
    .set({ answer: JSON.stringify(answer) })
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .execute();
