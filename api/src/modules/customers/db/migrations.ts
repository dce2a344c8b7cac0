import { type Migration, sql } from 'kysely';
import { addSearchColumn, createContentTable, isPostgres } from '../../../content';
import type { MigrationDb } from '../../../db/database';

const index = (db: MigrationDb, table: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();

const customers: Migration = {
  up: async (db) => {
    await createContentTable(db, 'customers', (t) =>
      t
        .addColumn('company_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('company_address', 'varchar(300)')
        .addColumn('email_address', 'varchar(254)')
        .addColumn('phone_number', 'varchar(40)')
        .addColumn('website_url', 'varchar(200)')
        .addColumn('id_fort_nox', 'varchar(20)')
        .addColumn('reference_number', 'varchar(60)')
        .addColumn('payment_type', 'varchar(20)', (c) => c.notNull().defaultTo('invoice'))
        .addColumn('payment_number', 'varchar(20)')
        .addColumn('iban_number', 'varchar(40)')
        .addColumn('cmr_email_address', 'varchar(254)')
        .addColumn('email_cc', 'varchar(1000)')
        .addColumn('organization_number', 'varchar(20)')
        .addColumn('customer_status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('profile_photo_id', 'integer')
        .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('SEK'))
        .addColumn('vat_number', 'varchar(20)')
        .addColumn('vat_type', 'varchar(20)', (c) => c.notNull().defaultTo('SEVAT'))
        .addColumn('country_code', 'varchar(2)', (c) => c.notNull().defaultTo('SE'))
        .addColumn('payment_terms_days', 'integer', (c) => c.notNull().defaultTo(30))
        .addColumn('invoice_email', 'varchar(254)')
        .addColumn('invoice_delivery', 'varchar(20)', (c) => c.notNull().defaultTo('email')),
    );
    for (const column of ['company_name', 'organization_number', 'customer_status', 'created_at']) await index(db, 'customers', [column]);
  },
  down: async (db) => db.schema.dropTable('customers').execute(),
};

/** A contact keeps its customer from being hard-deleted (the customer is archived instead). */
const contacts: Migration = {
  up: async (db) => {
    await createContentTable(db, 'customer_contacts', (t) =>
      t
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
        .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('email_address', 'varchar(254)')
        .addColumn('phone_number', 'varchar(40)')
        .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('booking'))
        .addColumn('sms_consent', 'boolean', (c) => c.notNull().defaultTo(false)),
    );
    await index(db, 'customer_contacts', ['customer_id']);
  },
  down: async (db) => db.schema.dropTable('customer_contacts').execute(),
};

/** customer_id null = the generic model. Quantities are double precision; money is integer öre. */
const pricing: Migration = {
  up: async (db) => {
    await createContentTable(db, 'price_agreements', (t) =>
      t
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('restrict'))
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('SEK'))
        .addColumn('valid_from', 'varchar(10)')
        .addColumn('valid_to', 'varchar(10)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('note', 'varchar(1000)'),
    );
    await index(db, 'price_agreements', ['customer_id']);
    await db.schema
      .createTable('price_lines')
      .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('agreement_id', 'integer', (c) => c.notNull().references('price_agreements.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('vehicle_class', 'varchar(10)', (c) => c.notNull())
      .addColumn('component', 'varchar(20)', (c) => c.notNull())
      .addColumn('unit_price', 'bigint', (c) => c.notNull())
      .addColumn('min_quantity', 'double precision')
      .addColumn('min_charge', 'bigint')
      .addColumn('rounding', 'varchar(30)', (c) => c.notNull().defaultTo('none'))
      .addColumn('free_quantity', 'double precision')
      .addColumn('from_area', 'varchar(80)')
      .addColumn('to_area', 'varchar(80)')
      .execute();
    await index(db, 'price_lines', ['agreement_id']);
  },
  down: async (db) => {
    await db.schema.dropTable('price_lines').execute();
    await db.schema.dropTable('price_agreements').execute();
  },
};

const filters: Migration = {
  up: async (db) => {
    await createContentTable(db, 'customer_filters', (t) =>
      t
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('search', 'varchar(120)')
        .addColumn('customer_status', 'varchar(20)')
        .addColumn('country_code', 'varchar(2)')
        .addColumn('vat_type', 'varchar(20)')
        .addColumn('payment_terms_days', 'integer'),
    );
    await index(db, 'customer_filters', ['owner_id']);
  },
  down: async (db) => db.schema.dropTable('customer_filters').execute(),
};

/** The user's name is copied so the trail still reads right after a user is renamed or removed. */
const audit: Migration = {
  up: async (db) => {
    await createContentTable(db, 'audit_entries', (t) =>
      t
        .addColumn('entity_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('customer_document_id', 'varchar(32)')
        .addColumn('action', 'varchar(20)', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'varchar(255)')
        .addColumn('at', 'varchar(30)', (c) => c.notNull()),
    );
    await index(db, 'audit_entries', ['entity_id', 'at']);
    await index(db, 'audit_entries', ['customer_document_id', 'at']);
  },
  down: async (db) => db.schema.dropTable('audit_entries').execute(),
};

/** PostgreSQL sorts strings with collate "C"; only an index in that collation serves the sorted list. */
const sortIndexes: Migration = {
  up: async (db) => {
    if (isPostgres(db))
      await sql`create index customers_company_name_c_idx on customers (company_name collate "C" nulls first, id)`.execute(db);
  },
  down: async (db) => {
    if (isPostgres(db)) await sql`drop index customers_company_name_c_idx`.execute(db);
  },
};

/** What `_q` searches on customers and contacts (see their `search` declarations). */
const searchText: Migration = {
  up: async (db: MigrationDb) => {
    for (const table of ['customers', 'customer_contacts']) await addSearchColumn(db, table);
  },
  down: async (db: MigrationDb) => {
    for (const table of ['customers', 'customer_contacts']) await db.schema.alterTable(table).dropColumn('search_text').execute();
  },
};

/** Customers who want one invoice per job rather than one per period (the invoicing run reads it). */
/** Customers read Swedish unless told otherwise; a contact's empty language follows the customer's. */
const language: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('customers')
      .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('sv'))
      .execute();
    await db.schema.alterTable('customer_contacts').addColumn('language', 'varchar(2)').execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.alterTable('customer_contacts').dropColumn('language').execute();
    await db.schema.alterTable('customers').dropColumn('language').execute();
  },
};

/** Customers whose invoice e-mail carries each job's consignment note and proof of delivery. */
const documentsWithInvoices: Migration = {
  up: async (db: MigrationDb) =>
    db.schema
      .alterTable('customers')
      .addColumn('documents_with_invoices', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute(),
  down: async (db: MigrationDb) => db.schema.alterTable('customers').dropColumn('documents_with_invoices').execute(),
};

const invoicePerJob: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('customers')
      .addColumn('invoice_per_job', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
  down: async (db: MigrationDb) => db.schema.alterTable('customers').dropColumn('invoice_per_job').execute(),
};

export const customerMigrations: Record<string, Migration> = {
  '0200-customers': customers,
  '0210-customers-contacts': contacts,
  '0220-customers-pricing': pricing,
  '0230-customers-filters': filters,
  '0240-customers-audit-entries': audit,
  '0251-customers-sort-index': sortIndexes,
  '0260-customers-invoice-per-job': invoicePerJob,
  '0940-customers-language': language,
  '0960-customers-documents-with-invoices': documentsWithInvoices,
  '0311-customers-search-text': searchText,
};
