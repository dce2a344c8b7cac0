import type { FastifyInstance } from 'fastify';

/**
 * Every API module, registered in order. Each is an encapsulated Fastify plugin owning its routes
 * under /api/<resource> and contributing its migrations to `allMigrations`.
 */
export const registerModules = async (app: FastifyInstance): Promise<void> => {
  void app;
};
