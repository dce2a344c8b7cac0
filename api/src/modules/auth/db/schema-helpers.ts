import { type ColumnDefinitionBuilder, type CreateTableBuilder, SqliteAdapter } from 'kysely';
import type { MigrationDb } from '../../../db/database';

const isSqlite = (db: MigrationDb): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/** An integer primary key that the database numbers itself, on either dialect. */
export const withIdColumn = <T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) =>
  isSqlite(db)
    ? table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey());

/** Strapi's entry bookkeeping columns; timestamps are ISO-8601 strings so both dialects answer alike. */
export const withEntryColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)');
