import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDb, type DbHandle } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { allMigrations } from './db/migrations';
import { installErrorHandler } from './http/error-handler';
import { HttpError } from './http/errors';
import { parseQueryString } from './http/query-string';
import { registerModules } from './modules/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DbHandle['db'];
    dialect: DbHandle['dialect'];
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests pass one per file); otherwise one is opened from config. */
  dbHandle?: DbHandle;
  logger?: boolean;
}

export const buildApp = async ({ config, dbHandle, logger = true }: BuildOptions): Promise<FastifyInstance> => {
  const handle = dbHandle ?? createDb(config);
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    querystringParser: (search) => {
      try {
        return parseQueryString(search);
      } catch (error) {
        // qs says which limit was passed; the client gets it as a 400, never a silent drop.
        throw new HttpError(400, 'ValidationError', `Invalid query: ${(error as Error).message}`, { source: 'query' });
      }
    },
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: true,
  });

  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.addHook('onClose', async () => {
    if (!dbHandle) await handle.close();
  });

  installErrorHandler(app);
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await migrateToLatest(handle.db, allMigrations);
  await registerModules(app);
  return app;
};
