import { type CreateTableBuilder, PostgresAdapter } from 'kysely';
import type { MigrationDb } from '../../../db/database';

/**
 * Column helpers shared by the fleet migrations. Only the id column differs between dialects
 * (SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite); everything else uses types
 * both understand. Dates are 'YYYY-MM-DD' text and timestamps ISO text with milliseconds and Z, so
 * both databases answer the same JSON and sort the same way.
 */
export const isPostgres = (db: MigrationDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export const entryTable = (db: MigrationDb, name: string): CreateTableBuilder<string, 'id'> =>
  db.schema
    .createTable(name)
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (col) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('document_id', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(30)');

export const index = (db: MigrationDb, table: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
