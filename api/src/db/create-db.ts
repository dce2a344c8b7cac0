import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<any>;
  dialect: Dialect;
  close(): Promise<void>;
}

// Dates stay strings and bigint counts become numbers, so both dialects answer the same JSON.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const openSqlite = (path: string): Database.Database => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's LIKE folds only ASCII case; we make LIKE exact and fold case ourselves with a
  // Unicode-aware function, so $contains/$containsi answer as PostgreSQL does (Å, Ä, Ö, É).
  sqlite.pragma('case_sensitive_like = ON');
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return sqlite;
};

export interface CreateDbOptions {
  databaseUrl: string | null;
  sqlitePath: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
}

export const createDb = (options: CreateDbOptions): DbHandle => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = openSqlite(options.sqlitePath);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
};
