import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { payRoutes } from './routes/pay-routes';
import { seedPayRules } from './seed/seed';

export { payMigrations } from './db/migrations';

/** Driver pay: pay rules, monthly payslips with their status machine, payments and the payroll export. */
export const payPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(payRoutes);
  if (app.config.seedDemoData && (await seedPayRules(app.db))) app.log.info('pay demo data seeded');
};
