import type { Migration } from 'kysely';
import type { MigrationDb } from '../../../../db/database';

/**
 * A covering index for the performance aggregates: the period's completed jobs are read from the
 * index alone (no table lookups), which keeps a month over 100,000 jobs in a few milliseconds.
 */
const performanceIndex: Migration = {
  up: async (db: MigrationDb) =>
    db.schema
      .createIndex('jobs_performance_idx')
      .on('jobs')
      .columns([
        'planned_date',
        'status',
        'kind',
        'truck_id',
        'customer_id',
        'vehicle_class',
        'price_total',
        'km_actual',
        'km_planned',
        'hours_actual',
      ])
      .execute(),
  down: async (db) => db.schema.dropIndex('jobs_performance_idx').execute(),
};

export const performanceMigrations: Record<string, Migration> = {
  '0610-finance-performance-index': performanceIndex,
};
