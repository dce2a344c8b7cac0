import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb } from '../src/db/create-db';
import { readRunSqliteImage } from './sqlite-image';

/**
 * Builds the app against a fresh, empty database: SQLite in memory by default, or — when
 * DATABASE_URL is set — a schema of its own in PostgreSQL, so test files never see each other's
 * rows and the same suite proves both dialects.
 */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export const dialectUnderTest = (): 'postgres' | 'sqlite' => (process.env.DATABASE_URL ? 'postgres' : 'sqlite');

/**
 * The settings every app a test builds starts from: an in-memory SQLite (or DATABASE_URL), a known
 * secret and admin, no log, and no load shedding or admission queue: requests injected in a loop
 * keep the event loop busy by design, and a loaded CI machine would otherwise be answered 503 at
 * random. A test that proves shedding or the queue turns it on.
 */
export const testConfig = (overrides: Partial<Config> = {}, secret = 'test-secret-test-secret-test-secret'): Config => ({
  ...loadConfig({ ...process.env, SQLITE_PATH: ':memory:', JWT_SECRET: secret }),
  sqlitePath: ':memory:',
  databaseUrl: process.env.DATABASE_URL || null,
  seedDemoData: false,
  adminEmail: 'admin@example.test',
  adminPassword: 'Admin-Password-1',
  logLevel: 'silent',
  // Outside the work tree: the API makes its uploads folder at start.
  uploadDir: join(tmpdir(), 'haulage-test-uploads'),
  overload: { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, sampleIntervalMs: 1000, retryAfterSeconds: 5 },
  admission: { concurrency: 0, maxWaitMs: 5000, maxQueue: 2000, retryAfterSeconds: 5 },
  // Test apps share one Redis in CI: each hears only its own realtime (a sign-out of user 2 in one
  // test must not end another test's user 2), unless a test gives two apps one channel on purpose.
  realtimeChannel: `test-${randomBytes(6).toString('hex')}`,
  ...overrides,
});

/**
 * Test files run side by side on one PostgreSQL database, each in a schema of its own. Building an
 * app introspects the catalogue of every schema (the migrator's table check), which fails with
 * "schema … does not exist" if another file drops its schema at that moment: builds hold this lock
 * shared, a drop holds it alone.
 */
const SCHEMA_GUARD_KEY = '17219, 1';

/** Runs `work` while no test schema can be dropped (PostgreSQL; SQLite runs it as it is). */
export const whileSchemasStay = async <T>(databaseUrl: string | null, work: () => Promise<T>): Promise<T> => {
  if (!databaseUrl) return work();
  const guard = new pg.Client({ connectionString: databaseUrl });
  await guard.connect();
  try {
    await guard.query(`select pg_advisory_lock_shared(${SCHEMA_GUARD_KEY})`);
    return await work();
  } finally {
    await guard.query(`select pg_advisory_unlock_shared(${SCHEMA_GUARD_KEY})`).catch(() => undefined);
    await guard.end();
  }
};

/** Drops a test schema once no app is being built. */
export const dropTestSchema = async (databaseUrl: string, schema: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${SCHEMA_GUARD_KEY})`);
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
  } finally {
    await client.query(`select pg_advisory_unlock(${SCHEMA_GUARD_KEY})`).catch(() => undefined);
    await client.end();
  }
};

/**
 * `extend` registers test-only routes (a command that fails on purpose) before the app is ready;
 * `logStream` receives the app's log lines (at `logLevel`, which is otherwise `silent`).
 */
/**
 * The run's migrated SQLite image (test/global-setup.ts), read once per test file. A test that
 * configures the first administrator itself starts from an empty database, as a fresh install does.
 */
let runImage: Buffer | undefined | null = null;
const sqliteImageFor = (overrides: Partial<Config>): Buffer | undefined => {
  if ('adminEmail' in overrides || 'adminPassword' in overrides) return undefined;
  if (runImage === null) runImage = readRunSqliteImage();
  return runImage;
};

export const buildTestApp = async (
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => Promise<void> | void,
  providers: BuildOptions['providers'] = {},
  logStream?: BuildOptions['logStream'],
): Promise<TestApp> => {
  const databaseUrl = process.env.DATABASE_URL || null;
  const config = testConfig(overrides);
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const handle = createDb({
    databaseUrl,
    sqlitePath: ':memory:',
    sqliteImage: databaseUrl ? undefined : sqliteImageFor(overrides),
    pgSchema: schema,
    dbWaitMs: config.dbWaitMs,
  });
  const app = await whileSchemasStay(databaseUrl, async () => {
    const built = await buildApp({ config, dbHandle: handle, logger: logStream !== undefined, logStream, providers });
    if (extend) await built.register(async (scope) => extend(scope));
    await built.ready();
    return built;
  });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
    },
  };
};
