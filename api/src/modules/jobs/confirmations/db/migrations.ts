import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import { createContentTable } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';
import { CONFIRMATION_SMS, WITHHELD_TOKEN } from '../model/confirmation-sms';

type Table = CreateTableBuilder<string, 'id'>;

const confirmationLinks: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'confirmation_links', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('recipient_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('recipient_name', 'varchar(120)')
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('channel', 'varchar(10)', (c) => c.notNull().defaultTo('sms'))
        .addColumn('sms_message_id', 'integer', (c) => c.references('sms_messages.id').onDelete('set null'))
        .addColumn('sent_by', 'integer')
        .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('access_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_accessed_at', 'varchar(32)')
        .addColumn('replaced_at', 'varchar(32)')
        .addColumn('responded_at', 'varchar(32)')
        .addColumn('response', 'varchar(10)')
        .addColumn('reason', 'varchar(500)')
        .addColumn('response_ip', 'varchar(64)'),
    );
    await db.schema.createIndex('confirmation_links_job_id_idx').on('confirmation_links').columns(['job_id']).execute();
    // Where an ETA came from (PATCH /api/jobs/eta): the office, the driver, the customer or a tracker.
    await db.schema.alterTable('jobs').addColumn('eta_source', 'varchar(20)').execute();
  },
  down: async (db) => {
    await db.schema.dropTable('confirmation_links').execute();
    await db.schema.alterTable('jobs').dropColumn('eta_source').execute();
  },
};

/**
 * Confirmation texts already in the outbox kept `{token}` where the token goes, which an admin read
 * as a broken link; they now keep the link redacted, and are sent with the token filled in as before.
 */
const redactedConfirmationTexts: Migration = {
  up: async (db: MigrationDb) => {
    await sql`UPDATE sms_messages SET body = REPLACE(body, ${'?token={token}'}, ${`?token=${WITHHELD_TOKEN}`})
      WHERE related_type = ${CONFIRMATION_SMS}`.execute(db);
  },
  down: async (db: MigrationDb) => {
    await sql`UPDATE sms_messages SET body = REPLACE(body, ${`?token=${WITHHELD_TOKEN}`}, ${'?token={token}'})
      WHERE related_type = ${CONFIRMATION_SMS}`.execute(db);
  },
};

/** After the messaging module's outbox (0500): a link refers to the text message that carried it. */
export const confirmationMigrations: Record<string, Migration> = {
  '0510-jobs-confirmation-links': confirmationLinks,
  '0511-jobs-confirmation-texts-redacted': redactedConfirmationTexts,
};
