// Prepares the jobs benchmark's database: the schema, the demo fleet topped up to TRUCKS trucks in
// the fleet, the demo customers (with their agreements) and CUSTOMERS more, then JOBS jobs in
// batched inserts, `perDay` of them on every working day around DAY (the board's day).
// Usage: tsx scripts/seed-bench-jobs.ts 100000 60 1000 2026-06-10  (SQLITE_PATH or DATABASE_URL)
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { allMigrations } from '../src/db/migrations';
import { seedCustomers } from '../src/modules/customers/seed/seed';
import { seedManyCustomers } from '../src/modules/customers/seed/seed-many';
import { seedFleetDemoData, seedManyTrucks } from '../src/modules/fleet/index';
import { seedManyJobs } from '../src/modules/jobs/seed/seed-many';

const main = async (): Promise<void> => {
  const [jobs = 100_000, trucks = 60, customers = 1_000] = process.argv.slice(2, 5).map(Number);
  const day = process.argv[5];
  const started = Date.now();
  const handle = createDb(loadConfig());
  try {
    await migrateToLatest(handle.db, allMigrations);
    await seedFleetDemoData(handle.db);
    const inFleet = await handle.db
      .selectFrom('trucks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('truck_status', '!=', 'sold')
      .executeTakeFirst();
    await seedManyTrucks(handle.db, Math.max(0, trucks - Number(inFleet?.n ?? 0)));
    await seedCustomers(handle.db);
    await seedManyCustomers(handle.db, customers);
    const seeded = Date.now();
    const { boardDay } = await seedManyJobs(handle.db, { jobs, boardDay: day });
    console.info(
      `jobs benchmark database ready on ${handle.dialect}: ${jobs} jobs in ${((Date.now() - seeded) / 1000).toFixed(1)} s ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s in all), board day ${boardDay}`,
    );
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
