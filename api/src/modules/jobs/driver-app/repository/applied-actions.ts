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

/** Records the answer in the action's own transaction: the id is applied exactly when its effect is. */
export const recordAppliedAnswer = (db: Db, userId: number, clientId: string, action: string, answer: unknown) =>
  db
    .insertInto('driver_applied_actions')
    .values({ user_id: userId, client_id: clientId, action, answer: JSON.stringify(answer), created_at: new Date().toISOString() })
    .execute();
