import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';

interface LoginFailureRow {
  key: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

/** The only code that reads or writes the login_failures table. */
export const createLoginFailuresRepository = (anyDb: Kysely<Database>) => {
  const db = anyDb as unknown as Kysely<{ login_failures: LoginFailureRow }>;
  return {
    /** The latest `blocked_until` (epoch ms) among the keys, 0 when none is blocked. */
    async blockedUntil(keys: string[]): Promise<number> {
      const rows = await db.selectFrom('login_failures').select('blocked_until').where('key', 'in', keys).execute();
      return Math.max(0, ...rows.map((row) => Number(row.blocked_until)));
    },

    /**
     * Counts one failure of each key in a single statement, so concurrent failures on several
     * instances are all counted; a key idle since `forgetBefore` starts again from 1. Answers the
     * new count of each key.
     */
    async countFailures(keys: string[], now: number, forgetBefore: number): Promise<Map<string, number>> {
      const rows = await db
        .insertInto('login_failures')
        .values(keys.map((key) => ({ key, failures: 1, last_failure_at: now, blocked_until: 0 })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_failures.last_failure_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .returning(['key', 'failures'])
        .execute();
      return new Map(rows.map((row) => [row.key, Number(row.failures)]));
    },

    /** Only ever extends a block: a slower concurrent failure must not shorten a longer wait. */
    async blockUntil(key: string, until: number): Promise<void> {
      await db
        .updateTable('login_failures')
        .set({ blocked_until: until })
        .where('key', '=', key)
        .where('blocked_until', '<', until)
        .execute();
    },

    async forget(key: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },

    /** Drops keys idle since before `before` whose wait is over (sprayed unknown e-mails, mostly). */
    async prune(before: number, now: number): Promise<void> {
      await db.deleteFrom('login_failures').where('last_failure_at', '<', before).where('blocked_until', '<', now).execute();
    },
  };
};

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
