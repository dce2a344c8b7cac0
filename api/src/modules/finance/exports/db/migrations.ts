import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

const invoiceExports: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'invoice_exports', (t: Table) =>
      t
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('period_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('period_to', 'varchar(10)', (c) => c.notNull())
        .addColumn('invoice_ids', 'text', (c) => c.notNull())
        .addColumn('invoice_count', 'integer', (c) => c.notNull())
        .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reexport', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'varchar(10)', (c) => c.notNull())
        .addColumn('message', 'varchar(500)')
        .addColumn('file_name', 'varchar(100)')
        .addColumn('user_id', 'integer'),
    );
    await db.schema
      .createTable('invoice_export_items')
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('export_id', 'integer', (c) => c.notNull().references('invoice_exports.id'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_export_items_pk', ['kind', 'invoice_id'])
      .execute();
  },
  down: async (db) => {
    await db.schema.dropTable('invoice_export_items').execute();
    await db.schema.dropTable('invoice_exports').execute();
  },
};

export const invoiceExportMigrations: Record<string, Migration> = {
  '0920-finance-invoice-exports': invoiceExports,
};
