import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Every setting comes from the environment; the defaults run a fresh clone with nothing installed. */
export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  sqlitePath: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  renewWindowSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemoData: boolean;
  defaultPageSize: number;
  maxPageSize: number;
  redisUrl: string | null;
  uploadDir: string;
  corsOrigins: string[] | true;
  logLevel: string;
  loginRateLimit: { max: number; windowMs: number };
}

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Without JWT_SECRET a random secret is made once and kept beside the database, so tokens stay
 * valid across restarts of a local install. Production sets JWT_SECRET.
 */
const localSecret = (dataDir: string): string => {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT ?? env.API_PORT, 1337);
  const host = env.HOST ?? '127.0.0.1';
  const sqlitePath = resolve(env.SQLITE_PATH ?? resolve(__dirname, '..', 'data', 'haulage.db'));
  const origins = env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  return {
    host,
    port,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath,
    jwtSecret: env.JWT_SECRET || localSecret(dirname(sqlitePath)),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 8 * 3600),
    renewWindowSeconds: int(env.TOKEN_RENEW_WINDOW_SECONDS, 7 * 24 * 3600),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    defaultPageSize: int(env.DEFAULT_PAGE_SIZE, 25),
    maxPageSize: int(env.MAX_PAGE_SIZE, 1000),
    redisUrl: env.REDIS_URL || null,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dirname(sqlitePath), 'uploads')),
    corsOrigins: origins && origins.length > 0 ? origins : true,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT_MAX, 10), windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 5 * 60_000) },
  };
};
