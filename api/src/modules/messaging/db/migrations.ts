import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable } from '../../../content';
import type { MigrationDb } from '../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

const smsMessages: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'sms_messages', (t: Table) =>
      t
        .addColumn('recipient', 'varchar(20)', (c) => c.notNull())
        .addColumn('body', 'varchar(1600)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_error', 'varchar(300)')
        .addColumn('provider', 'varchar(20)')
        .addColumn('provider_message_id', 'varchar(80)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('related_type', 'varchar(40)')
        .addColumn('related_document_id', 'varchar(32)'),
    );
    // The dispatcher's one question: what is due now.
    await db.schema
      .createIndex('sms_messages_status_next_attempt_at_idx')
      .on('sms_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('sms_messages_related_idx').on('sms_messages').columns(['related_type', 'related_document_id']).execute();
  },
  down: async (db) => db.schema.dropTable('sms_messages').execute(),
};

const emailMessages: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'email_messages', (t: Table) =>
      t
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('cc', 'varchar(1000)')
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('body', 'varchar(4000)', (c) => c.notNull())
        .addColumn('attachment_name', 'varchar(120)')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_error', 'varchar(300)')
        .addColumn('provider', 'varchar(20)')
        .addColumn('provider_message_id', 'varchar(200)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('related_type', 'varchar(40)')
        .addColumn('related_document_id', 'varchar(32)'),
    );
    await db.schema
      .createIndex('email_messages_status_next_attempt_at_idx')
      .on('email_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('email_messages_related_idx')
      .on('email_messages')
      .columns(['related_type', 'related_document_id'])
      .execute();
  },
  down: async (db) => db.schema.dropTable('email_messages').execute(),
};

export const messagingMigrations: Record<string, Migration> = {
  '0500-messaging-sms': smsMessages,
  '0910-messaging-email': emailMessages,
};
