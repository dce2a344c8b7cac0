import { fillSearchText } from '../../src/content/search/search-text-repository';
import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedInvoices } from '../../src/modules/finance/invoices/seed/seed';
import { seedPayRules } from '../../src/modules/finance/pay/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { seedJobs } from '../../src/modules/jobs/seed/seed';
import { buildTestApp, type TestApp } from '../helper';

/**
 * An app with the demo data, written after the app started: seeding inside the modules' start
 * counts against Fastify's plugin time-out, which a loaded machine passes on PostgreSQL.
 */
export const demoApp = async (...args: Parameters<typeof buildTestApp>): Promise<TestApp> => {
  const t = await buildTestApp(...args);
  const { app } = t;
  await seedCustomers(app.db);
  await seedFleetDemoData(app.db);
  await seedJobs(app.db);
  await seedInvoices(app.db, app.dialect, app.config);
  await seedPayRules(app.db);
  await fillSearchText(app.db);
  return t;
};
