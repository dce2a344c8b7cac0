import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

/** A driver user is one driver record; a driver has at most one user. */
const usersDriver: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('users')
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('users_driver_id_uq').on('users').column('driver_id').unique().execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.dropIndex('users_driver_id_uq').execute();
    await db.schema.alterTable('users').dropColumn('driver_id').execute();
  },
};

const driverApp: Migration = {
  up: async (db: MigrationDb) => {
    // The sign-in link's token is never stored: only its hash (as confirmation links).
    await createContentTable(db, 'driver_sign_in_links', (t: Table) =>
      t
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('sms_message_id', 'integer', (c) => c.references('sms_messages.id').onDelete('set null'))
        .addColumn('sent_by', 'integer')
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)'),
    );
    await db.schema.createIndex('driver_sign_in_links_user_idx').on('driver_sign_in_links').column('user_id').execute();
    // What each action of a driver's phone answered, by the id the phone made: a resend answers it again.
    await db.schema
      .createTable('driver_applied_actions')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('driver_applied_actions_pk', ['user_id', 'client_id'])
      .execute();
    await createContentTable(db, 'job_problems', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('stop_id', 'integer', (c) => c.references('job_stops.id').onDelete('set null'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('waiting_minutes', 'integer')
        .addColumn('operation_id', 'integer', (c) => c.references('job_operations.id').onDelete('set null'))
        .addColumn('user_id', 'integer'),
    );
    await db.schema.createIndex('job_problems_job_idx').on('job_problems').column('job_id').execute();
    await createContentTable(db, 'job_proofs', (t: Table) =>
      t
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('stop_id', 'integer', (c) => c.notNull().references('job_stops.id').onDelete('cascade'))
        .addColumn('signed_by', 'varchar(120)', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('signature_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('photo_file_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('user_id', 'integer'),
    );
    await db.schema.createIndex('job_proofs_job_idx').on('job_proofs').column('job_id').execute();
    // A driver's start and end of the day; the odometer history row is the fleet's.
    await createContentTable(db, 'driver_day_readings', (t: Table) =>
      t
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
        .addColumn('truck_id', 'integer', (c) => c.notNull().references('trucks.id').onDelete('cascade'))
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('km', 'integer', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull()),
    );
    await db.schema.createIndex('driver_day_readings_day_idx').on('driver_day_readings').columns(['driver_id', 'date']).execute();
  },
  down: async (db: MigrationDb) => {
    for (const table of ['driver_day_readings', 'job_proofs', 'job_problems', 'driver_applied_actions', 'driver_sign_in_links']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** Whether a job's km from the road is the route estimate: the office sees it marked until it corrects it. */
const kmActualEstimated: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('jobs')
      .addColumn('km_actual_estimated', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.alterTable('jobs').dropColumn('km_actual_estimated').execute();
  },
};

/** A problem's photos, as a proof's: JSON array of file ids (stored through the uploads module). */
const problemPhotos: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema
      .alterTable('job_problems')
      .addColumn('photo_file_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.alterTable('job_problems').dropColumn('photo_file_ids').execute();
  },
};

/** The files a job owns (proofs' and problems' images), as a media owner the gallery knows. */
const jobFiles: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'job_files', (t: Table) =>
      t
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('taken_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision'),
    );
    await db.schema.createIndex('job_files_job_idx').on('job_files').column('job_id').execute();
    await db.schema.createIndex('job_files_file_idx').on('job_files').column('file_id').execute();
  },
  down: async (db: MigrationDb) => {
    await db.schema.dropTable('job_files').execute();
  },
};

/** After every module's tables (the outbox 0500, trips, invoices): the driver's road app. */
export const driverAppMigrations: Record<string, Migration> = {
  '0900-users-driver': usersDriver,
  '0910-jobs-driver-app': driverApp,
  '0930-jobs-km-actual-estimated': kmActualEstimated,
  '0931-job-problems-photos': problemPhotos,
  '0932-job-files': jobFiles,
};
