import type { Migration } from 'kysely';
import type { MigrationDb } from '../../../db/database';

/**
 * Failed sign-ins per key (`account:<email>`, `address:<ip>`), in the database so every API
 * instance counts the same failures. Times are epoch milliseconds.
 */
export const loginFailuresMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('login_failures')
      .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('blocked_until', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_failures_last_idx').on('login_failures').column('last_failure_at').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('login_failures').execute();
  },
};
