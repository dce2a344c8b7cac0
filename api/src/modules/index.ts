import type { FastifyInstance } from 'fastify';
import { authModule } from './auth/index';
import { customersModule } from './customers/index';
import { fleetModule } from './fleet/index';
import { jobsModule } from './jobs/index';

/**
 * Every API module, registered in order. Each is an encapsulated Fastify plugin owning its routes
 * under /api/<resource> and contributing its migrations to `allMigrations`.
 */
export const registerModules = async (app: FastifyInstance): Promise<void> => {
  await app.register(authModule);
  await app.register(customersModule);
  await app.register(fleetModule);
  await app.register(jobsModule);
};
