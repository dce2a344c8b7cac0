import type { Migration } from 'kysely';
import { withEntryColumns, withIdColumn } from '../../auth/db/schema-helpers';
import type { MigrationDb } from '../../../db/database';

/**
 * Timestamps are ISO-8601 strings (ms, Z) on both dialects: they sort as text and answer the same
 * JSON whether the database is SQLite or PostgreSQL.
 */
export const usersMigration: Migration = {
  async up(db: MigrationDb) {
    const users = withIdColumn(db, db.schema.createTable('users'))
      .addColumn('document_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(512)', (c) => c.notNull())
      .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false));
    await withEntryColumns(users).execute();
    await db.schema.createIndex('users_type_idx').on('users').column('type').execute();
    // A revoked token stays listed until it could no longer be renewed, then it is pruned.
    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires_idx').on('revoked_tokens').column('expires_at').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('revoked_tokens').execute();
    await db.schema.dropTable('users').execute();
  },
};
