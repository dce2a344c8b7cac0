import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { BoundedWaitSqliteDialect } from './bounded-wait';
import { withStatementCache } from './statement-cache';
import type { Pool } from 'pg';
import type { Database as Tables } from './database';
import { SEARCH_GRAMS_FUNCTION, searchGrams } from '../content/search/grams';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Tables>;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * pg (about 15 MB resident) is loaded only when PostgreSQL is configured: the embedded SQLite
 * default never needs it. Dates stay strings and bigint counts become numbers, so both dialects
 * answer the same JSON.
 */
const loadPg = async () => {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  return pg;
};

const openSqlite = (path: string, image?: Buffer): Database.Database => {
  if (!image && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(image ?? path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's LIKE folds only ASCII case; we make LIKE exact and fold case ourselves with a
  // Unicode-aware function, so $contains/$containsi answer as PostgreSQL does (Å, Ä, Ö, É).
  sqlite.pragma('case_sensitive_like = ON');
  // The short-word index's triggers build a row's tokens with it (content/search/grams.ts).
  sqlite.function(SEARCH_GRAMS_FUNCTION, { deterministic: true }, (value: unknown) =>
    searchGrams(typeof value === 'string' ? value : null),
  );
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  return sqlite;
};

const versions = new WeakMap<object, () => string>();

/**
 * For a SQLite database: a value that differs whenever a write may have happened since it was
 * last read (`total_changes()` counts this connection's writes, even rolled back ones;
 * `data_version` moves when another connection or process commits). Null when no such value
 * exists (PostgreSQL, a transaction's executor), so callers must not reuse earlier reads.
 */
export const dataVersionOf = (db: object): string | null => versions.get(db)?.() ?? null;

const snapshots = new WeakMap<object, () => Promise<string>>();

/**
 * Like `dataVersionOf`, also for PostgreSQL at the price of a round trip: the current snapshot
 * (xmin:xmax:in-progress xids) is the same exactly when the same transactions have committed,
 * cluster-wide and across instances, so equal snapshots see equal data. For costly reads only.
 */
export const snapshotVersionOf = async <DB>(db: Kysely<DB>): Promise<string | null> =>
  dataVersionOf(db) ?? (await snapshots.get(db)?.()) ?? null;

export interface CreateDbOptions {
  databaseUrl: string | null;
  sqlitePath: string;
  /**
   * A serialized SQLite database to open in memory instead of `sqlitePath` (tests start every app
   * from one already-migrated image rather than migrating each time).
   */
  sqliteImage?: Buffer;
  /** Told of a pooled connection that failed while idle (a database restart); stderr otherwise. */
  onConnectionError?: (error: Error) => void;
  /** How long a query may wait for a connection before it fails as busy or away (503); DB_WAIT_TIMEOUT_MS. */
  dbWaitMs?: number;
}

const reportToStderr = (error: Error): void => {
  process.stderr.write(`database connection lost: ${error.message}\n`);
};

export const DEFAULT_DB_WAIT_MS = 5_000;

export const STATEMENT_TIMEOUT_MS = 15_000;

export const createDb = (options: CreateDbOptions): DbHandle => {
  if (options.databaseUrl) {
    // No statement may hold a connection for long: every read is bounded (content/query/bounds.ts)
    // and this is the backstop that keeps the pool, and so /_health, answering.
    const { databaseUrl } = options;
    const onError = options.onConnectionError ?? reportToStderr;
    const pool: Promise<Pool> = loadPg().then((pg) => {
      const created = new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
        connectionTimeoutMillis: options.dbWaitMs ?? DEFAULT_DB_WAIT_MS,
      });
      // A restart or failover ends every connection with an 'error' event; unhandled, it would end
      // the process. The pool forwards an idle connection's error (logged below, once, by the
      // connection's own listener); a connection lent out (a transaction, the start lock) has no
      // listener of the pool's, so each gets one for its whole life. The pool drops a failed
      // connection and opens a new one when next asked.
      created.on('error', () => undefined);
      created.on('connect', (client) => client.on('error', onError));
      return created;
    });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: () => pool }) });
    snapshots.set(db, async () => `pg:${(await (await pool).query<{ v: string }>('select pg_current_snapshot()::text as v')).rows[0]!.v}`);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = openSqlite(options.sqlitePath, options.sqliteImage);
  const db = new Kysely<Tables>({
    dialect: new BoundedWaitSqliteDialect({ database: withStatementCache(sqlite) }, options.dbWaitMs ?? DEFAULT_DB_WAIT_MS),
  });
  const changes = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  // Reading data_version costs a shared-memory lock; it is re-read at most every millisecond, so
  // a commit by ANOTHER process is seen within 1 ms. This process's own writes are seen at once.
  let external = { value: 0, readAt: -Infinity };
  const externalVersion = (): number => {
    const now = performance.now();
    if (now - external.readAt >= 1) external = { value: dataVersion.get() as number, readAt: now };
    return external.value;
  };
  versions.set(db, () => `${changes.get() as number}:${externalVersion()}`);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
};
