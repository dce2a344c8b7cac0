import { type Kysely, sql } from 'kysely';
import { rememberedRead } from '../../../content';
import type { UserRow } from '../../users/repository/users-repository';
import type { Database } from '../../../db/database';

/** The only code that reads or writes the revoked_tokens table. */
export const createRevokedTokensRepository = (db: Kysely<Database>) => ({
  /**
   * The user behind an unrevoked token in one round trip (every authenticated request asks):
   * undefined when the token is revoked or the user is gone.
   */
  async findUserUnlessRevoked(jti: string, userId: number): Promise<UserRow | undefined> {
    const compiled =
      sql<UserRow>`select u.* from users as u where u.id = ${userId} and not exists (select 1 from revoked_tokens as r where r.jti = ${jti})`.compile(
        db,
      );
    // Reused only while nothing at all was written, so a block, type change or logout applies at once.
    return rememberedRead(db, compiled, async () => (await db.executeQuery(compiled)).rows[0]);
  },

  async revoke(jti: string, expiresAt: number): Promise<void> {
    await db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  },

  async pruneBefore(epochSeconds: number): Promise<void> {
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', epochSeconds).execute();
  },
});

export type RevokedTokensRepository = ReturnType<typeof createRevokedTokensRepository>;
