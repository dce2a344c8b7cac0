import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb } from '../src/db/create-db';
import { createTestDatabase, runPgImage, type TestDatabase } from './pg-test-database';
import { readRunSqliteImage } from './sqlite-image';

/**
 * Builds the app against a fresh database: SQLite in memory by default, or — when DATABASE_URL is
 * set — a PostgreSQL database of its own, so test files never see each other's rows and the same
 * suite proves both dialects.
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
 * Apps start from the run's migrated image (test/global-setup.ts). A test that configures the first
 * administrator itself starts from an empty database, as a fresh install does.
 */
const startsEmpty = (overrides: Partial<Config>): boolean => 'adminEmail' in overrides || 'adminPassword' in overrides;

/** The SQLite image, read once per test file. */
let sqliteImage: Buffer | undefined | null = null;
const sqliteImageFor = (overrides: Partial<Config>): Buffer | undefined => {
  if (startsEmpty(overrides)) return undefined;
  if (sqliteImage === null) sqliteImage = readRunSqliteImage();
  return sqliteImage;
};

/** On PostgreSQL, a database of the app's own (pg-test-database.ts); SQLite opens one in memory. */
export const testDatabaseFor = async (overrides: Partial<Config> = {}): Promise<TestDatabase | undefined> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  return createTestDatabase(serverUrl, { template: startsEmpty(overrides) ? undefined : runPgImage() });
};

/**
 * `extend` registers test-only routes (a command that fails on purpose) before the app is ready;
 * `logStream` receives the app's log lines (at `logLevel`, which is otherwise `silent`).
 */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => Promise<void> | void,
  providers: BuildOptions['providers'] = {},
  logStream?: BuildOptions['logStream'],
): Promise<TestApp> => {
  const database = await testDatabaseFor(overrides);
  const config = testConfig({ ...overrides, databaseUrl: database?.url ?? null });
  const handle = createDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: ':memory:',
    sqliteImage: database ? undefined : sqliteImageFor(overrides),
    dbWaitMs: config.dbWaitMs,
  });
  const app = await buildApp({ config, dbHandle: handle, logger: logStream !== undefined, logStream, providers });
  if (extend) await app.register(async (scope) => extend(scope));
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await database?.drop();
    },
  };
};
