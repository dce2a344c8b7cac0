import { type CreateTableBuilder, type Migration } from 'kysely';
import { addSearchColumn, createContentTable } from '../../../content';
import type { MigrationDb } from '../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;
const index = (db: MigrationDb, table: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();

const destinations: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'destinations', (t: Table) =>
      t
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)')
        .addColumn('postcode', 'varchar(10)')
        .addColumn('city', 'varchar(80)')
        .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo('SE'))
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('set null'))
        .addColumn('opening_hours', 'varchar(200)')
        .addColumn('notes', 'text'),
    );
    await addSearchColumn(db, 'destinations');
    await index(db, 'destinations', ['area_id']);
  },
  down: async (db) => db.schema.dropTable('destinations').execute(),
};

/** Numbers come from a counter row taken in the creating transaction: no gaps on rollback, no duplicates. */
const jobs: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .createTable('job_number_series')
      .addColumn('name', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('next_number', 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('job_number_series').values({ name: 'jobs', next_number: 10001 }).execute();
    await createContentTable(db, 'jobs', (t: Table) =>
      t
        .addColumn('job_number', 'integer', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('job'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
        .addColumn('contact_id', 'integer', (c) => c.references('customer_contacts.id').onDelete('set null'))
        .addColumn('customer_reference', 'varchar(60)')
        .addColumn('goods_description', 'text')
        .addColumn('weight_kg', 'double precision')
        .addColumn('pallets', 'integer')
        .addColumn('adr', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('vehicle_class', 'varchar(10)', (c) => c.notNull().defaultTo('truck'))
        .addColumn('truck_id', 'integer', (c) => c.references('trucks.id').onDelete('restrict'))
        .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
        .addColumn('planned_date', 'varchar(10)')
        .addColumn('km_planned', 'double precision')
        .addColumn('km_actual', 'double precision')
        .addColumn('hours_actual', 'double precision')
        .addColumn('eta', 'varchar(32)')
        .addColumn('price_total', 'bigint')
        .addColumn('currency', 'varchar(3)')
        .addColumn('charges', 'text')
        .addColumn('notes_internal', 'text')
        .addColumn('notes_driver', 'text')
        .addColumn('confirmation_status', 'varchar(12)', (c) => c.notNull().defaultTo('not_sent'))
        .addColumn('cancel_reason', 'varchar(500)')
        .addColumn('dispatched_at', 'varchar(32)')
        .addColumn('started_at', 'varchar(32)')
        .addColumn('completed_at', 'varchar(32)')
        .addColumn('cancelled_at', 'varchar(32)'),
    );
    await addSearchColumn(db, 'jobs');
    for (const columns of [['planned_date', 'truck_id'], ['planned_date', 'driver_id'], ['status', 'kind'], ['customer_id']])
      await index(db, 'jobs', columns);
    await db.schema
      .createTable('jobs_trailers')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('trailer_id', 'integer', (c) => c.notNull().references('trailers.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('jobs_trailers_pk', ['job_id', 'trailer_id'])
      .execute();
  },
  down: async (db) => {
    await db.schema.dropTable('jobs_trailers').execute();
    await db.schema.dropTable('jobs').execute();
    await db.schema.dropTable('job_number_series').execute();
  },
};

const children: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'job_stops', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('destination_id', 'integer', (c) => c.references('destinations.id').onDelete('set null'))
        .addColumn('place', 'varchar(200)')
        .addColumn('planned_from', 'varchar(32)')
        .addColumn('planned_to', 'varchar(32)')
        .addColumn('arrived_at', 'varchar(32)')
        .addColumn('departed_at', 'varchar(32)'),
    );
    await index(db, 'job_stops', ['job_id']);
    await createContentTable(db, 'job_status_history', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('cascade'))
        .addColumn('from_status', 'varchar(20)')
        .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'varchar(255)')
        .addColumn('at', 'varchar(32)', (c) => c.notNull()),
    );
    await index(db, 'job_status_history', ['job_id']);
    await createContentTable(db, 'job_operations', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('cascade'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)')
        .addColumn('quantity', 'double precision')
        .addColumn('unit', 'varchar(10)')
        .addColumn('unit_price', 'bigint')
        .addColumn('amount', 'bigint')
        .addColumn('source', 'varchar(10)'),
    );
    await index(db, 'job_operations', ['job_id']);
    await createContentTable(db, 'user_events', (t: Table) =>
      t
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('ends_at', 'varchar(32)')
        .addColumn('all_day', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('owner_id', 'integer'),
    );
    await index(db, 'user_events', ['starts_at']);
  },
  down: async (db) => {
    for (const table of ['user_events', 'job_operations', 'job_status_history', 'job_stops']) await db.schema.dropTable(table).execute();
  },
};

/**
 * The boards read a day's jobs by status: live ones on trucks in the range, open ones in the range
 * or without a day. (status, planned_date) answers each part with a range seek, where
 * (status, kind) read every completed job ever planned (docs: README.md, Figures).
 */
const boardIndex: Migration = {
  up: async (db: MigrationDb) => index(db, 'jobs', ['status', 'planned_date']),
  down: async (db) => db.schema.dropIndex('jobs_status_planned_date_idx').execute(),
};

/**
 * Extra work's wording (`ChargeWording` as JSON) beside its Swedish description, carried onto the
 * job's charges and invoice lines so the invoice prints it in the customer's language. Rows from
 * before have none and print their description.
 */
const operationWording: Migration = {
  up: async (db: MigrationDb) => db.schema.alterTable('job_operations').addColumn('wording', 'text').execute(),
  down: async (db: MigrationDb) => db.schema.alterTable('job_operations').dropColumn('wording').execute(),
};

/** What the consignment note's goods boxes and an ADR transport document name (ADR 0043). */
const GOODS_COLUMNS = [
  ['goods_marks', 'varchar(200)'],
  ['package_count', 'integer'],
  ['packaging', 'varchar(60)'],
  // Whole litres, exact on both databases; the API speaks m³ (the content type's `decimals`).
  ['volume_litres', 'integer'],
  ['un_number', 'varchar(4)'],
  ['adr_class', 'varchar(3)'],
  ['packing_group', 'varchar(3)'],
] as const;

// One column a statement: SQLite's ALTER TABLE adds one at a time.
const consignmentGoods: Migration = {
  up: async (db: MigrationDb) => {
    for (const [name, type] of GOODS_COLUMNS) await db.schema.alterTable('jobs').addColumn(name, type).execute();
  },
  down: async (db: MigrationDb) => {
    for (const [name] of GOODS_COLUMNS) await db.schema.alterTable('jobs').dropColumn(name).execute();
  },
};

/**
 * Jobs are found by their marks and UN number too: the texts of jobs holding either are cleared,
 * and the start's backfill writes them again from the current search declaration.
 */
const goodsInSearch: Migration = {
  up: async (db: MigrationDb) => {
    await db
      .updateTable('jobs')
      .set({ search_text: null })
      .where((eb) => eb.or([eb('un_number', 'is not', null), eb('goods_marks', 'is not', null)]))
      .execute();
  },
  // The old texts only lack words: nothing to undo.
  down: async () => undefined,
};

export const jobMigrations: Record<string, Migration> = {
  '0400-jobs-destinations': destinations,
  '0410-jobs': jobs,
  '0420-jobs-stops-history-operations-events': children,
  '0430-jobs-board-index': boardIndex,
  '0978-jobs-operations-wording': operationWording,
  '0980-jobs-consignment-goods': consignmentGoods,
  '0982-jobs-goods-in-search': goodsInSearch,
};
