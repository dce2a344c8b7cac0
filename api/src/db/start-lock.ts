import { type Kysely, sql } from 'kysely';
import type { Dialect } from './create-db';

/** The first key of the two-key advisory lock, chosen once; the second is the schema's hash. */
const START_LOCK_CLASS = 0x4a0b;

/**
 * Runs `work` (migrations, seeds) while holding the database's start lock, so N API instances
 * starting together on one database migrate and seed one after the other instead of racing (the
 * second would insert the first admin again, or see half-seeded demo data). PostgreSQL: a
 * session advisory lock on a connection of its own (advisory locks are per database), keyed per
 * schema so two deployments in schemas of one database do not wait for each other; it is freed
 * with that session if the instance dies. SQLite: one process owns the file, and its writers are
 * serialised by SQLite itself, so nothing is taken.
 */
export const withStartLock = async <DB, T>(
  db: Kysely<DB>,
  dialect: Dialect,
  work: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> => {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    const key = sql`${START_LOCK_CLASS}::int, hashtext(current_schema())`;
    const taken = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(connection);
    if (!taken.rows[0]?.ok) {
      onWait();
      // Another instance may seed for longer than the statement timeout allows one statement.
      await sql`set statement_timeout = 0`.execute(connection);
      try {
        await sql`select pg_advisory_lock(${key})`.execute(connection);
      } finally {
        await sql`reset statement_timeout`.execute(connection);
      }
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
};
