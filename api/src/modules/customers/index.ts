import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './routes/audit-routes';
import { contactsRoutes } from './routes/contacts-routes';
import './content-types';
import { customersRoutes } from './routes/customers-routes';
import { filtersRoutes } from './routes/filters-routes';
import { pricingRoutes } from './routes/pricing-routes';
import { seedCustomers } from './seed/seed';

export { registerCustomerDependent, type CustomerDependentCheck } from './services/dependents';
export { customerMigrations } from './db/migrations';
// The jobs module rates jobs with the customer's agreement (rateJob-style, snapshotted on the job).
export { createPricingService } from './services/pricing-service';
export { seedCustomers } from './seed/seed';

/** Customers, contacts, price agreements, saved filters and the audit trail. */
export const customersModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(customersRoutes);
  await app.register(contactsRoutes);
  await app.register(pricingRoutes);
  await app.register(filtersRoutes);
  await app.register(auditRoutes);
  if (app.config.seedDemoData) await seedCustomers(app.db);
};
