import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDb, type DbHandle } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { withStartLock } from './db/start-lock';
import { allMigrations } from './db/migrations';
import { handleClientError } from './http/client-error';
import { frameworkErrorReply, installErrorHandler } from './http/error-handler';
import { HttpError } from './http/errors';
import { recordCsvRoutes } from './http/csv-routes';
import { installJsonBodyParser } from './http/json-body';
import { loggerOptions, type LogStream } from './http/log-redaction';
import { QUERY_ERROR, describeQueryError, parseQueryString } from './http/query-string';
import { installSecurityHeaders } from './http/security-headers';
import { openApiOptions } from './http/openapi/document';
import { installBodyTimeout, serverTimeoutOptions } from './http/time-outs';
import { installAdmission } from './http/admission';
import { installLoadShedding } from './http/overload';
import { type ModuleProviders, registerModules } from './modules/index';
import { boundAnswerSize } from './content/answer-bound';
import { fillSearchText } from './content/search/search-text-repository';

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
  /** Where the log is written instead of stdout (a test reads what was logged). */
  logStream?: LogStream;
  /** External providers in place of the configured ones (tests pass fakes). */
  providers?: ModuleProviders;
}

export const buildApp = async ({ config, dbHandle, logger = true, logStream, providers = {} }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // A module's start (migrations, the demo data on an empty database) takes what the machine
    // needs: Fastify's default 10 s per plugin failed healthy starts on a loaded two-core machine.
    // A database that does not answer fails the start through its own errors.
    pluginTimeout: 0,
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
    // Slow clients cannot hold connections: headers, bodies and idle keep-alives are bounded.
    ...serverTimeoutOptions(config.timeouts),
    forceCloseConnections: true,
    // Failures Fastify or Node answer before any hook runs, answered in the envelope too.
    frameworkErrors: frameworkErrorReply(config.corsOrigins),
    clientErrorHandler: handleClientError,
    // request.ip is the client's only when the X-Forwarded-For comes from a proxy we configured.
    trustProxy: config.trustProxy,
  });
  const handle =
    dbHandle ??
    createDb({ ...config, onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; reconnecting') });

  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.addHook('onClose', async () => {
    if (!dbHandle) await handle.close();
  });

  installErrorHandler(app);
  installBodyTimeout(app, config.timeouts);
  await installLoadShedding(app, config.overload);
  installAdmission(app, config.admission);
  installJsonBodyParser(app);
  installSecurityHeaders(app);
  app.addHook('onRequest', async (request) => {
    const failure = (request.query as Record<symbol, { message: string; key: string | null }> | undefined)?.[QUERY_ERROR];
    if (failure)
      throw new HttpError(400, 'ValidationError', failure.message, {
        key: failure.key,
        path: null,
        source: 'query',
        param: failure.key?.split('[')[0] ?? null,
      });
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Optimistic concurrency: the browser may read an entry's ETag and send it back as If-Match.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  await app.register(swagger, openApiOptions(app));
  // No validator badge: it would load an image from another site, which the docs' CSP refuses.
  await app.register(swaggerUi, { routePrefix: '/documentation', uiConfig: { validatorUrl: null } });
  // Several instances may start on one database at once: the first migrates and seeds, the
  // others wait here (outside any plugin, so Fastify's plugin timeout does not run while they wait)
  // and then find the work done.
  await withStartLock(
    handle.db,
    handle.dialect,
    async () => {
      await migrateToLatest(handle.db, allMigrations);
      // Load balancers and start scripts ask this; it proves the database answers, nothing more.
      app.get('/_health', { schema: { hide: true } }, async () => {
        await sql`select 1`.execute(handle.db);
        return { status: 'ok' };
      });
      boundAnswerSize(app, config.readBounds.answerBytes);
      recordCsvRoutes(app);
      await registerModules(app, providers);
      // Entries written in bulk (seeds, rows from before a search was declared) get their search text.
      await fillSearchText(handle.db);
    },
    () => app.log.info('another instance is migrating or seeding this database; waiting for it'),
  );
  return app;
};
