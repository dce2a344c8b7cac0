import type { FastifyInstance } from 'fastify';
import { performanceRoutes } from './routes/performance-routes';

/** Truck and customer performance: read-only reports over completed jobs and odometer readings. */
export const performancePlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(performanceRoutes);
};

/** The reports read the jobs and fleet tables: no tables of their own, one covering index. */
export { performanceMigrations } from './db/migrations';
