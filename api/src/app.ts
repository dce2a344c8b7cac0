import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDb, type DbHandle } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { allMigrations } from './db/migrations';
import { installErrorHandler } from './http/error-handler';
import { HttpError } from './http/errors';
import { QUERY_ERROR, describeQueryError, parseQueryString } from './http/query-string';
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
    routerOptions: {
      querystringParser: (search: string) => {
        try {
          return parseQueryString(search);
        } catch (error) {
          // A limit was passed: remember it and answer 400 in onRequest, never a silent drop.
          return { [QUERY_ERROR]: describeQueryError(search, error as Error) };
        }
      },
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
  app.addHook('onRequest', async (request) => {
    const failure = (request.query as Record<symbol, { message: string; key: string | null }> | undefined)?.[QUERY_ERROR];
    if (failure) throw new HttpError(400, 'ValidationError', failure.message, { key: failure.key, path: null, source: 'query', param: failure.key?.split('[')[0] ?? null });
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haulage content API', version: '1.0.0', description: 'Strapi 5 style REST: filters, sort, fields, populate, pagination.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/documentation' });
  await migrateToLatest(handle.db, allMigrations);
  // Load balancers and start scripts ask this; it proves the database answers, nothing more.
  app.get('/_health', { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(handle.db);
    return { status: 'ok' };
  });
  await registerModules(app);
  return app;
};
