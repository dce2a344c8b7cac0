import type { AppDb as Db } from '../../../../db/database';
import '../db/tables';

/** The user's feed, as the office sees it: when it was made and last read (never the token). */
export const feedOf = (db: Db, userId: number) =>
  db.selectFrom('calendar_feed_tokens').select(['created_at', 'last_used_at']).where('user_id', '=', userId).executeTakeFirst();

/** A new address for the user; the old one stops working in the same transaction. */
export const replaceFeedToken = async (db: Db, userId: number, tokenHash: string, at: string): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feed_tokens').where('user_id', '=', userId).execute();
    await trx
      .insertInto('calendar_feed_tokens')
      .values({ user_id: userId, token_hash: tokenHash, created_at: at, last_used_at: null })
      .execute();
  });
};

export const deleteFeedToken = async (db: Db, userId: number): Promise<boolean> => {
  const result = await db.deleteFrom('calendar_feed_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The owner of a token, if the token is known and its user not blocked. */
export const feedOwner = (db: Db, tokenHash: string) =>
  db
    .selectFrom('calendar_feed_tokens as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.type', 'u.blocked', 'f.last_used_at'])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const markFeedUsed = async (db: Db, tokenHash: string, at: string): Promise<void> => {
  await db.updateTable('calendar_feed_tokens').set({ last_used_at: at }).where('token_hash', '=', tokenHash).execute();
};
