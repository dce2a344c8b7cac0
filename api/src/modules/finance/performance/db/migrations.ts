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

/**
 * The same columns led by (planned_date, truck_id): the truck report sums a day's jobs per truck in
 * index order, with no sort (performance-repository.ts). It replaces the first index.
 */
const PERFORMANCE_COLUMNS_BY_DAY_AND_TRUCK = [
  'planned_date',
  'truck_id',
  'status',
  'kind',
  'customer_id',
  'vehicle_class',
  'price_total',
  'km_actual',
  'km_planned',
  'hours_actual',
];

const performanceIndexByDayAndTruck: Migration = {
  up: async (db: MigrationDb) => {
    await db.schema.dropIndex('jobs_performance_idx').ifExists().execute();
    await db.schema.createIndex('jobs_performance_day_truck_idx').on('jobs').columns(PERFORMANCE_COLUMNS_BY_DAY_AND_TRUCK).execute();
  },
  down: async (db) => {
    await db.schema.dropIndex('jobs_performance_day_truck_idx').execute();
    await performanceIndex.up(db as MigrationDb);
  },
};

export const performanceMigrations: Record<string, Migration> = {
  '0610-finance-performance-index': performanceIndex,
  '0611-finance-performance-index-by-day-and-truck': performanceIndexByDayAndTruck,
};
