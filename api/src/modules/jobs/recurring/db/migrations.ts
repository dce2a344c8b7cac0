import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable, isPostgres } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

const recurring: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'recurring_schedules', (t: Table) =>
      t
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
        .addColumn('template_job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
        .addColumn('rrule', 'varchar(200)', (c) => c.notNull())
        .addColumn('timezone', 'varchar(40)', (c) => c.notNull().defaultTo('Europe/Stockholm'))
        .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('ends_on', 'varchar(10)')
        .addColumn('holiday_policy', 'varchar(20)', (c) => c.notNull().defaultTo('skip'))
        .addColumn('truck_id', 'integer', (c) => c.references('trucks.id').onDelete('set null'))
        .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
        .addColumn('horizon_weeks', 'integer')
        .addColumn('last_materialized_at', 'varchar(32)'),
    );
    // The key that makes materialising idempotent: one row per schedule and rule date, whoever
    // inserts it first (another run, another API instance) wins and the rest insert nothing.
    await db.schema
      .createTable('recurring_occurrences')
      .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('schedule_id', 'integer', (c) => c.notNull().references('recurring_schedules.id').onDelete('cascade'))
      .addColumn('occurrence_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('planned_date', 'varchar(10)')
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
      .addColumn('reason', 'varchar(200)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('recurring_occurrences_schedule_date_key', ['schedule_id', 'occurrence_date'])
      .execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('recurring_schedule_id', 'integer', (c) => c.references('recurring_schedules.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('jobs').addColumn('occurrence_date', 'varchar(10)').execute();
  },
  down: async (db) => {
    await db.schema.alterTable('jobs').dropColumn('occurrence_date').execute();
    await db.schema.alterTable('jobs').dropColumn('recurring_schedule_id').execute();
    await db.schema.dropTable('recurring_occurrences').execute();
    await db.schema.dropTable('recurring_schedules').execute();
  },
};

/** After the jobs and fleet tables: a schedule names a template job, a truck and a driver. */
export const recurringMigrations: Record<string, Migration> = {
  '0540-jobs-recurring-schedules': recurring,
};
