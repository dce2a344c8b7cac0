import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { contactsRoutes } from './contacts-routes';
import './content-types';
import { customersRoutes } from './customers-routes';
import { filtersRoutes } from './filters-routes';
import { pricingRoutes } from './pricing-routes';
import { seedCustomers } from './seed';

export { registerCustomerDependent, type CustomerDependentCheck } from './dependents';
export { customerMigrations } from './migrations';
// The jobs module rates jobs with the customer's agreement (rateJob-style, snapshotted on the job).
export { createPricingService } from './pricing-service';
export { seedCustomers } from './seed';

/** Customers, contacts, price agreements, saved filters and the audit trail. */
export const customersModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(customersRoutes);
  await app.register(contactsRoutes);
  await app.register(pricingRoutes);
  await app.register(filtersRoutes);
  await app.register(auditRoutes);
  if (app.config.seedDemoData) await seedCustomers(app.db);
};
