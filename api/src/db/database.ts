import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * The app's tables, as Kysely sees them. Empty here on purpose: each module declares its own
 * tables by augmenting it (`declare module '../../db/database' { interface Database {…} }` in its
 * `tables.ts`), so the app's Database is the union of the modules' tables while no module imports
 * another's row types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type AppDb = Kysely<Database>;

/** The columns every content table has (see content/README §2). */
export interface EntryColumns {
  id: Generated<number>;
  document_id: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** A boolean column: PostgreSQL answers true/false, SQLite 0/1 (and cannot bind a boolean). */
export type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;

/** A boolean column with a default in its migration: optional on insert. */
export type FlagWithDefault = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

/** A bigint column: pg's parser (create-db) and better-sqlite3 both answer numbers. */
export type BigNumber = ColumnType<number, number | bigint, number | bigint>;

/**
 * A database whose table names are data: the content engine (tables come from content types) and
 * migrations (they describe the schema at a point in history, not today's tables).
 */
export type DynamicDatabase = Record<string, Record<string, unknown>>;
export type MigrationDb = Kysely<DynamicDatabase>;
