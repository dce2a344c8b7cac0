import { type CreateTableBuilder, type Migration, sql } from 'kysely';
import { createContentTable, isPostgres } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;
const index = (db: MigrationDb, table: string, columns: string[], unique = false) => {
  const builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`)
    .on(table)
    .columns(columns);
  return (unique ? builder.unique() : builder).execute();
};

/**
 * Invoices, their lines, payments and the number series. A number comes from the series row taken
 * in the finalising transaction (ADR 12, ADR 21): no sequence, so a rollback leaves no gap; the
 * unique (series, fiscal_year, sequence) key makes a duplicate impossible even by mistake.
 */
const invoices: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .createTable('invoice_series')
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('fiscal_year', 'integer', (c) => c.notNull())
      .addColumn('prefix', 'varchar(10)', (c) => c.notNull())
      .addColumn('next_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_series_pk', ['kind', 'fiscal_year'])
      .execute();
    await createContentTable(db, 'invoices', (t: Table) =>
      t
        .addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('invoice'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
        .addColumn('number', 'varchar(30)', (c) => c.unique())
        .addColumn('series', 'varchar(10)')
        .addColumn('sequence', 'integer')
        .addColumn('fiscal_year', 'integer')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
        .addColumn('customer_snapshot', 'text', (c) => c.notNull())
        .addColumn('seller_snapshot', 'text')
        .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('delivery_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('delivery_to', 'varchar(10)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('subtotal', 'bigint', (c) => c.notNull())
        .addColumn('vat_total', 'bigint', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('paid_total', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('vat_breakdown', 'text', (c) => c.notNull())
        .addColumn('reverse_charge', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('legal_text', 'varchar(200)')
        .addColumn('notes', 'text')
        .addColumn('issued_at', 'varchar(32)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('sent_to', 'varchar(500)')
        .addColumn('export_status', 'varchar(14)', (c) => c.notNull().defaultTo('not_exported'))
        .addColumn('exported_at', 'varchar(32)')
        .addColumn('fortnox_document_number', 'varchar(30)')
        .addColumn('credited_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict')),
    );
    await index(db, 'invoices', ['series', 'fiscal_year', 'sequence'], true);
    for (const columns of [['customer_id'], ['status', 'due_date'], ['invoice_date'], ['credited_invoice_id']])
      await index(db, 'invoices', columns);
    await createContentTable(db, 'invoice_lines', (t: Table) =>
      t
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('restrict'))
        .addColumn('job_number', 'integer')
        .addColumn('date', 'varchar(10)')
        .addColumn('customer_reference', 'varchar(60)')
        .addColumn('route', 'varchar(200)')
        .addColumn('description', 'varchar(300)', (c) => c.notNull())
        .addColumn('quantity', 'double precision', (c) => c.notNull())
        .addColumn('unit', 'varchar(10)', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('vat_rate', 'integer', (c) => c.notNull())
        .addColumn('vat_reason', 'varchar(200)')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('credited_line_id', 'integer', (c) => c.references('invoice_lines.id').onDelete('restrict')),
    );
    await index(db, 'invoice_lines', ['invoice_id']);
    await index(db, 'invoice_lines', ['job_id']);
    // The jobs an invoice holds; a job is on at most one invoice (a draft or an issued one).
    await db.schema
      .createTable('invoices_jobs')
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('restrict'))
      .addPrimaryKeyConstraint('invoices_jobs_pk', ['invoice_id', 'job_id'])
      .execute();
    await index(db, 'invoices_jobs', ['job_id'], true);
    await createContentTable(db, 'invoice_payments', (t: Table) =>
      t
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('reference', 'varchar(100)')
        .addColumn('user_id', 'integer'),
    );
    await index(db, 'invoice_payments', ['invoice_id']);
    // The PDF rendered at issue, byte for byte: what was sent is what is downloaded, forever.
    await db.schema
      .createTable('invoice_pdfs')
      .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id').onDelete('restrict'))
      .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  down: async (db) => {
    for (const table of ['invoice_pdfs', 'invoice_payments', 'invoices_jobs', 'invoice_lines', 'invoices', 'invoice_series'])
      await db.schema.dropTable(table).execute();
  },
};

/**
 * What credit notes took off each invoice (positive öre), kept beside `paid_total` so the balance
 * (total − credited − paid) is read without summing credit notes; filled from the notes issued so far.
 */
const creditedTotal: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('invoices')
      .addColumn('credited_total', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE invoices SET credited_total = -(SELECT COALESCE(SUM(notes.total), 0) FROM invoices notes
      WHERE notes.credited_invoice_id = invoices.id AND notes.kind = 'credit_note' AND notes.status <> 'draft')`.execute(db);
  },
  down: async (db) => db.schema.alterTable('invoices').dropColumn('credited_total').execute(),
};

/**
 * A priced line's wording (`ChargeWording` as JSON) beside its Swedish description, so the PDF
 * prints it in the invoice's language. Lines written before have none and print their description.
 */
const lineWording: Migration = {
  up: async (db: MigrationDb) => db.schema.alterTable('invoice_lines').addColumn('wording', 'text').execute(),
  down: async (db: MigrationDb) => db.schema.alterTable('invoice_lines').dropColumn('wording').execute(),
};

/** After jobs (0400s) and messaging (0500s). */
export const invoiceMigrations: Record<string, Migration> = {
  '0600-finance-invoices': invoices,
  '0601-finance-invoices-credited-total': creditedTotal,
  '0976-finance-invoice-lines-wording': lineWording,
};
