import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

/** Trips number from the jobs' counter table, a row of their own: no gaps on rollback, no duplicates. */
const trips: Migration = {
  up: async (db: MigrationDb) => {
    await db.insertInto('job_number_series').values({ name: 'trips', next_number: 1 }).execute();
    await createContentTable(db, 'trips', (t: Table) =>
      t
        .addColumn('trip_number', 'integer', (c) => c.notNull().unique())
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('truck_id', 'integer', (c) => c.references('trucks.id').onDelete('restrict'))
        .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
        .addColumn('km_estimate', 'double precision')
        .addColumn('minutes_estimate', 'integer')
        .addColumn('estimate_source', 'varchar(20)'),
    );
    await db.schema.createIndex('trips_date_idx').on('trips').columns(['date']).execute();
    await createContentTable(db, 'trip_stops', (t: Table) =>
      t
        .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('job_stop_id', 'integer', (c) => c.notNull().references('job_stops.id').onDelete('cascade')),
    );
    await db.schema.createIndex('trip_stops_trip_id_idx').on('trip_stops').columns(['trip_id']).execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('trip_id', 'integer', (c) => c.references('trips.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('jobs_trip_id_idx').on('jobs').columns(['trip_id']).execute();
  },
  down: async (db) => {
    await db.schema.dropIndex('jobs_trip_id_idx').execute();
    await db.schema.alterTable('jobs').dropColumn('trip_id').execute();
    await db.schema.dropTable('trip_stops').execute();
    await db.schema.dropTable('trips').execute();
    await db.deleteFrom('job_number_series').where('name', '=', 'trips').execute();
  },
};

/** After the jobs (0410–0430) and their confirmations (0510). */
export const tripMigrations: Record<string, Migration> = {
  '0520-jobs-trips': trips,
};
