// Prepares a benchmark database: the schema, the demo areas, then N trucks and N customers in bulk.
// Usage: tsx scripts/seed-bench.ts 10000   (SQLITE_PATH or DATABASE_URL choose the database)
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { allMigrations } from '../src/db/migrations';
import { seedManyCustomers } from '../src/modules/customers/seed/seed-many';
import { seedFleetDemoData, seedManyTrucks } from '../src/modules/fleet/index';

const main = async (): Promise<void> => {
  const count = Number(process.argv[2] ?? 10_000);
  const config = loadConfig();
  const handle = createDb(config);
  try {
    await migrateToLatest(handle.db, allMigrations);
    await seedFleetDemoData(handle.db);
    await seedManyTrucks(handle.db, count);
    await seedManyCustomers(handle.db, count);
    console.info(`benchmark database ready: ${count} trucks and ${count} customers on ${handle.dialect}`);
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
