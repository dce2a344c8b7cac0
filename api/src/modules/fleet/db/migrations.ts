import { type Migration, sql } from 'kysely';
import { addSearchColumn, isPostgres } from '../../../content';
import { entryTable, index } from './schema-helpers';
import type { MigrationDb } from '../../../db/database';

const areas: Migration = {
  up: async (db: MigrationDb) => {
    await entryTable(db, 'areas')
      .addColumn('name', 'varchar(80)', (col) => col.notNull().unique())
      .addColumn('code', 'varchar(12)')
      .addColumn('description', 'text')
      .execute();
  },
  down: async (db) => db.schema.dropTable('areas').execute(),
};

/** `profile_photo_id` points at the uploads module's files table (migration 0020). */
const trucks: Migration = {
  up: async (db: MigrationDb) => {
    await entryTable(db, 'trucks')
      .addColumn('truck_name', 'varchar(80)', (col) => col.notNull())
      .addColumn('truck_number', 'varchar(20)', (col) => col.notNull().unique())
      .addColumn('registration_plate_number', 'varchar(10)', (col) => col.notNull().unique())
      .addColumn('truck_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('vehicle_class', 'varchar(10)', (col) => col.notNull().defaultTo('truck'))
      .addColumn('truck_status', 'varchar(20)', (col) => col.notNull().defaultTo('available'))
      .addColumn('odometer', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('area_id', 'integer', (col) => col.references('areas.id').onDelete('restrict'))
      .addColumn('tachograph_inspection_date', 'varchar(10)')
      .addColumn('tech_inspection_date', 'varchar(10)')
      .addColumn('truck_phone_number', 'varchar(30)')
      .addColumn('insurance_number', 'varchar(60)')
      .addColumn('insurance_case', 'text')
      .addColumn('insurance_expiry_date', 'varchar(10)')
      .addColumn('vin', 'varchar(17)')
      .addColumn('truck_bought_date', 'varchar(10)')
      .addColumn('truck_sold_date', 'varchar(10)')
      .addColumn('general_note', 'text')
      .addColumn('remarks', 'text')
      .addColumn('profile_photo_id', 'integer', (col) => col.references('files.id').onDelete('set null'))
      .execute();
    for (const column of ['truck_name', 'truck_status', 'area_id', 'created_at', 'odometer']) {
      await index(db, 'trucks', [column]);
    }
  },
  down: async (db) => db.schema.dropTable('trucks').execute(),
};

const drivers: Migration = {
  up: async (db: MigrationDb) => {
    await entryTable(db, 'drivers')
      .addColumn('first_name', 'varchar(60)', (col) => col.notNull())
      .addColumn('last_name', 'varchar(60)', (col) => col.notNull())
      .addColumn('employee_number', 'varchar(20)', (col) => col.notNull().unique())
      .addColumn('personal_identity_number', 'varchar(13)')
      .addColumn('phone_number', 'varchar(30)')
      .addColumn('email_address', 'varchar(254)')
      .addColumn('address', 'varchar(200)')
      .addColumn('employment_type', 'varchar(20)', (col) => col.notNull().defaultTo('employee'))
      .addColumn('driver_status', 'varchar(20)', (col) => col.notNull().defaultTo('active'))
      .addColumn('licence_classes', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('licence_expiry_date', 'varchar(10)')
      .addColumn('code95_expiry_date', 'varchar(10)')
      .addColumn('driver_card_number', 'varchar(20)')
      .addColumn('driver_card_expiry_date', 'varchar(10)')
      .addColumn('adr_expiry_date', 'varchar(10)')
      .addColumn('area_id', 'integer', (col) => col.references('areas.id').onDelete('set null'))
      .addColumn('notes', 'text')
      .execute();
    for (const column of ['last_name', 'driver_status', 'area_id']) await index(db, 'drivers', [column]);

    await db.schema
      .createTable('trucks_drivers')
      .addColumn('truck_id', 'integer', (col) => col.notNull().references('trucks.id').onDelete('cascade'))
      .addColumn('driver_id', 'integer', (col) => col.notNull().references('drivers.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('trucks_drivers_pk', ['truck_id', 'driver_id'])
      .execute();
    await index(db, 'trucks_drivers', ['driver_id']);
  },
  down: async (db) => {
    await db.schema.dropTable('trucks_drivers').execute();
    await db.schema.dropTable('drivers').execute();
  },
};

const trailers: Migration = {
  up: async (db: MigrationDb) => {
    await entryTable(db, 'trailers')
      .addColumn('trailer_name', 'varchar(80)', (col) => col.notNull())
      .addColumn('plate_number', 'varchar(10)', (col) => col.notNull().unique())
      .addColumn('vin', 'varchar(17)')
      .addColumn('trailer_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('body_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('trailer_status', 'varchar(20)', (col) => col.notNull().defaultTo('available'))
      .addColumn('inspection_date', 'varchar(10)')
      .addColumn('notes', 'text')
      .execute();
    await index(db, 'trailers', ['trailer_name']);

    await entryTable(db, 'trailer_links')
      .addColumn('truck_id', 'integer', (col) => col.notNull().references('trucks.id').onDelete('restrict'))
      .addColumn('trailer_id', 'integer', (col) => col.notNull().references('trailers.id').onDelete('restrict'))
      .addColumn('linked_from', 'varchar(30)', (col) => col.notNull())
      .addColumn('linked_to', 'varchar(30)')
      .addColumn('note', 'varchar(500)')
      .execute();
    for (const column of ['truck_id', 'trailer_id', 'linked_to']) await index(db, 'trailer_links', [column]);
  },
  down: async (db) => {
    await db.schema.dropTable('trailer_links').execute();
    await db.schema.dropTable('trailers').execute();
  },
};

const tyresAndOdometer: Migration = {
  up: async (db: MigrationDb) => {
    await entryTable(db, 'tyre_sets')
      .addColumn('truck_id', 'integer', (col) => col.notNull().references('trucks.id').onDelete('cascade'))
      .addColumn('axle', 'varchar(10)', (col) => col.notNull())
      .addColumn('season', 'varchar(10)', (col) => col.notNull())
      .addColumn('brand', 'varchar(60)', (col) => col.notNull())
      .addColumn('model', 'varchar(60)')
      .addColumn('size', 'varchar(30)', (col) => col.notNull())
      .addColumn('tread_depth_mm', 'real')
      .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('stored'))
      .addColumn('dot_date', 'varchar(10)')
      .addColumn('note', 'varchar(500)')
      .addColumn('mounted_at', 'varchar(30)')
      .addColumn('mounted_odometer', 'integer')
      .addColumn('accumulated_km', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await index(db, 'tyre_sets', ['truck_id', 'axle', 'status']);

    await entryTable(db, 'odometer_readings')
      .addColumn('truck_id', 'integer', (col) => col.notNull().references('trucks.id').onDelete('cascade'))
      .addColumn('value_km', 'integer', (col) => col.notNull())
      .addColumn('read_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('source', 'varchar(10)', (col) => col.notNull().defaultTo('manual'))
      .addColumn('is_breaking', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
    await index(db, 'odometer_readings', ['truck_id', 'read_at']);
  },
  down: async (db) => {
    await db.schema.dropTable('odometer_readings').execute();
    await db.schema.dropTable('tyre_sets').execute();
  },
};

/** The fleet's tables; names sort after auth/files (0010–0099) and before customers (0200). */
/**
 * PostgreSQL sorts strings with collate "C" (so pages match SQLite), which the plain index cannot
 * serve: a sorted, paged truck list would sort every match. SQLite's plain index already serves it.
 */
const sortIndexes: Migration = {
  up: async (db: MigrationDb) => {
    if (isPostgres(db)) await sql`create index trucks_truck_name_c_idx on trucks (truck_name collate "C" nulls first, id)`.execute(db);
  },
  down: async (db: MigrationDb) => {
    if (isPostgres(db)) await sql`drop index trucks_truck_name_c_idx`.execute(db);
  },
};

/** What `_q` searches on trucks, drivers and trailers (see their `search` declarations). */
const searchText: Migration = {
  up: async (db: MigrationDb) => {
    for (const table of ['trucks', 'drivers', 'trailers']) await addSearchColumn(db, table);
  },
  down: async (db: MigrationDb) => {
    for (const table of ['trucks', 'drivers', 'trailers']) await db.schema.alterTable(table).dropColumn('search_text').execute();
  },
};

export const fleetMigrations: Record<string, Migration> = {
  '0100-fleet-areas': areas,
  '0101-fleet-trucks': trucks,
  '0102-fleet-drivers': drivers,
  '0103-fleet-trailers': trailers,
  '0104-fleet-tyres-odometer': tyresAndOdometer,
  // Numbered after the last customers migration: existing databases only accept newer names.
  '0250-fleet-trucks-sort-index': sortIndexes,
  '0310-fleet-search-text': searchText,
};
