import type { Migration } from 'kysely';
import { isPostgres } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

const choices: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .createTable('customer_notification_settings')
      .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
      .addColumn('eta_threshold_minutes', 'integer', (c) => c.notNull())
      .addColumn('choices', 'varchar(1000)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('contact_notification_choices')
      .addColumn('contact_id', 'integer', (c) => c.primaryKey().references('customer_contacts.id').onDelete('cascade'))
      .addColumn('choices', 'varchar(1000)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.dropTable('contact_notification_choices').execute();
    await db.schema.dropTable('customer_notification_settings').execute();
  },
};

const notices: Migration = {
  up: async (db: MigrationDb) => {
    const pg = isPostgres(db);
    await db.schema
      .createTable('job_notices')
      .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('event', 'varchar(30)', (c) => c.notNull())
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('contact_id', 'integer', (c) => c.references('customer_contacts.id').onDelete('set null'))
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('sms_message_id', 'integer', (c) => c.references('sms_messages.id').onDelete('set null'))
      .addColumn('email_message_id', 'integer', (c) => c.references('email_messages.id').onDelete('set null'))
      .addColumn('eta', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('job_notices_job_event_idx').on('job_notices').columns(['job_id', 'event']).execute();
  },
  down: async (db: MigrationDb) => db.schema.dropTable('job_notices').execute(),
};

export const notificationMigrations: Record<string, Migration> = {
  '0970-notification-choices': choices,
  '0971-job-notices': notices,
};
