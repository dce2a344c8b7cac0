import type { Migration } from 'kysely';
import type { MigrationDb } from '../../../db/database';

/**
 * Every token carries the user's `token_version` (claim `ver`); raising it revokes all of that
 * user's tokens at once, with no same-second window as an issued-before timestamp would leave.
 */
export const tokenVersionMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
};
