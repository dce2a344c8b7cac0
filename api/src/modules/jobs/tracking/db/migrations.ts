import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;

const trackingLinks: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'tracking_links', (t: Table) =>
      t
        // One live link per job: every message about the job carries the same link.
        .addColumn('job_id', 'integer', (c) => c.notNull().unique().references('jobs.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('access_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_accessed_at', 'varchar(32)'),
    );
  },
  down: async (db) => {
    await db.schema.dropTable('tracking_links').execute();
  },
};

/** After the driver app's proofs: a customer follows a job and reads its proof of delivery. */
export const trackingMigrations: Record<string, Migration> = {
  '0950-jobs-tracking-links': trackingLinks,
};
