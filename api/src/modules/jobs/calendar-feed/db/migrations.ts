import type { Migration } from 'kysely';
import type { MigrationDb } from '../../../../db/database';

const calendarFeedTokens: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .createTable('calendar_feed_tokens')
      // One feed per user: a new address replaces the old one.
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .execute();
  },
  down: async (db) => {
    await db.schema.dropTable('calendar_feed_tokens').execute();
  },
};

export const calendarFeedMigrations: Record<string, Migration> = {
  '0520-calendar-feed-tokens': calendarFeedTokens,
};
