import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_READ_BOUNDS, type ReadBounds } from './content/query/bounds';
import { parseCorsOrigins } from './http/cors-origins';

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
  /** How much work one read may ask for (see content/query/bounds.ts). */
  readBounds: ReadBounds;
  redisUrl: string | null;
  uploadDir: string;
  corsOrigins: string[];
  logLevel: string;
  /** NODE_ENV=production: weak settings stop the start instead of only being logged. */
  production: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe (addresses/CIDRs, or false). */
  trustProxy: boolean | string[];
  loginThrottle: LoginThrottleSettings;
  renewRateLimit: { max: number; windowMs: number };
}

/** Failed sign-ins are counted per account and per address; past the free ones each waits longer. */
export interface LoginThrottleSettings {
  accountFreeFailures: number;
  addressFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key whose last failure is older than this starts counting again from zero. */
  forgetAfterMs: number;
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

/**
 * `TRUST_PROXY`: comma-separated addresses/CIDRs of the proxies in front (e.g. `10.0.0.5,10.1.0.0/16`);
 * empty or `false` trusts nobody. `true` trusts any sender and lets clients choose their address.
 */
export const parseTrustProxy = (value: string | undefined): boolean | string[] => {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT ?? env.API_PORT, 1337);
  const host = env.HOST ?? '127.0.0.1';
  const sqlitePath = resolve(env.SQLITE_PATH ?? resolve(__dirname, '..', 'data', 'haulage.db'));
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
    readBounds: {
      populateDepth: int(env.MAX_POPULATE_DEPTH, DEFAULT_READ_BOUNDS.populateDepth),
      relationDepth: int(env.MAX_RELATION_DEPTH, DEFAULT_READ_BOUNDS.relationDepth),
      relatedPerEntry: int(env.MAX_RELATED_PER_ENTRY, DEFAULT_READ_BOUNDS.relatedPerEntry),
      answerEntries: int(env.MAX_ANSWER_ENTRIES, DEFAULT_READ_BOUNDS.answerEntries),
      answerBytes: int(env.MAX_ANSWER_BYTES, DEFAULT_READ_BOUNDS.answerBytes),
    },
    redisUrl: env.REDIS_URL || null,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dirname(sqlitePath), 'uploads')),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginThrottle: {
      accountFreeFailures: int(env.LOGIN_ACCOUNT_FREE_FAILURES, 5),
      addressFreeFailures: int(env.LOGIN_ADDRESS_FREE_FAILURES, 100),
      baseDelayMs: int(env.LOGIN_BACKOFF_BASE_MS, 1000),
      maxDelayMs: int(env.LOGIN_BACKOFF_MAX_MS, 15 * 60_000),
      forgetAfterMs: int(env.LOGIN_FAILURES_FORGET_MS, 60 * 60_000),
    },
    renewRateLimit: { max: int(env.RENEW_RATE_LIMIT_MAX, 300), windowMs: int(env.RENEW_RATE_LIMIT_WINDOW_MS, 5 * 60_000) },
  };
};
