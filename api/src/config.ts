import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_READ_BOUNDS, type ReadBounds } from './content/query/bounds';
import { parseCorsOrigins } from './http/cors-origins';
import type { AdmissionSettings } from './http/admission';
import type { OverloadSettings } from './http/overload';
import type { TimeoutSettings } from './http/time-outs';
import { type ExportSettings, parseExportSettings } from './modules/finance/exports/settings';
import { type InvoiceSettings, parseInvoiceSettings } from './modules/finance/invoices/settings';
import { envBool, envInt } from './env-values';
import { type LoginThrottleSettings, parseLoginThrottleSettings, parseRenewRateLimit } from './modules/auth/settings';
import { parseConfirmationTtlHours } from './modules/jobs/confirmations/settings';
import { type GeocoderSettings, parseGeocoderSettings } from './modules/jobs/geocoding/settings';
import { parseRecurringSettings, type RecurringSettings } from './modules/jobs/recurring/settings';
import { parseRoutingSettings, type RoutingSettings } from './modules/jobs/trips/routing/settings';
import { type EmailSettings, parseEmailSettings, parseSmsSettings, type SmsSettings } from './modules/messaging/settings';
import { parseTrackingSettings, type TrackingSettings } from './modules/jobs/tracking/settings';

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
  /** The Redis channel prefix the instances of one deployment share for realtime (socket.io's default). */
  realtimeChannel: string;
  uploadDir: string;
  corsOrigins: string[];
  logLevel: string;
  /** NODE_ENV=production: weak settings stop the start instead of only being logged. */
  production: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe (addresses/CIDRs, or false). */
  trustProxy: boolean | string[];
  loginThrottle: LoginThrottleSettings;
  timeouts: TimeoutSettings;
  overload: OverloadSettings;
  admission: AdmissionSettings;
  /** How long a query may wait for a database connection before the request is answered 503. */
  dbWaitMs: number;
  renewRateLimit: { max: number; windowMs: number };
  geocoder: GeocoderSettings;
  routing: RoutingSettings;
  sms: SmsSettings;
  /** The company's name as customers know it: in text messages and on the confirmation page. */
  companyName: string;
  /** Where people open the product (the shell): links in text messages point here. */
  appUrl: string;
  /** How long a job's confirmation link works, at most (never past the job's first stop). */
  confirmationTtlHours: number;
  /** How long a job's tracking link works after delivery (modules/jobs/tracking/settings.ts). */
  tracking: TrackingSettings;
  /** Recurring schedules: how many weeks ahead their jobs are made, and how often that runs. */
  recurring: RecurringSettings;
  /** The seller on invoices and the number series' prefixes (modules/finance/invoices/settings.ts). */
  invoicing: InvoiceSettings;
  /** E-mail out (invoices, reminders): local or SMTP (modules/messaging/settings.ts). */
  email: EmailSettings;
  /** Invoice exports: accounts per VAT type, SIE series, Fortnox (modules/finance/exports/settings.ts). */
  exports: ExportSettings;
}

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
  const port = envInt(env.PORT ?? env.API_PORT, 1337);
  const host = env.HOST ?? '127.0.0.1';
  const sqlitePath = resolve(env.SQLITE_PATH ?? resolve(__dirname, '..', 'data', 'haulage.db'));
  return {
    host,
    port,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath,
    jwtSecret: env.JWT_SECRET || localSecret(dirname(sqlitePath)),
    tokenTtlSeconds: envInt(env.TOKEN_TTL_SECONDS, 8 * 3600),
    renewWindowSeconds: envInt(env.TOKEN_RENEW_WINDOW_SECONDS, 7 * 24 * 3600),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemoData: envBool(env.SEED_DEMO_DATA, true),
    defaultPageSize: envInt(env.DEFAULT_PAGE_SIZE, 25),
    maxPageSize: envInt(env.MAX_PAGE_SIZE, 1000),
    readBounds: {
      populateDepth: envInt(env.MAX_POPULATE_DEPTH, DEFAULT_READ_BOUNDS.populateDepth),
      relationDepth: envInt(env.MAX_RELATION_DEPTH, DEFAULT_READ_BOUNDS.relationDepth),
      relatedPerEntry: envInt(env.MAX_RELATED_PER_ENTRY, DEFAULT_READ_BOUNDS.relatedPerEntry),
      answerEntries: envInt(env.MAX_ANSWER_ENTRIES, DEFAULT_READ_BOUNDS.answerEntries),
      answerBytes: envInt(env.MAX_ANSWER_BYTES, DEFAULT_READ_BOUNDS.answerBytes),
    },
    redisUrl: env.REDIS_URL || null,
    realtimeChannel: env.REALTIME_CHANNEL?.trim() || 'socket.io',
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dirname(sqlitePath), 'uploads')),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      headersMs: envInt(env.HEADERS_TIMEOUT_MS, 10_000),
      bodyMs: envInt(env.BODY_TIMEOUT_MS, 30_000),
      uploadMs: envInt(env.UPLOAD_TIMEOUT_MS, 180_000),
      keepAliveMs: envInt(env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
      maxRequestsPerSocket: envInt(env.MAX_REQUESTS_PER_SOCKET, 1000),
    },
    overload: {
      // Off unless set, as utilisation below: the admission queue (http/admission.ts) already bounds
      // every wait, and on SQLite, whose queries run on the loop, eight admitted requests can delay
      // it past a second; shedding on that answered 1.7 million 503s against 29,000 answers in the soak.
      maxEventLoopDelayMs: envInt(env.OVERLOAD_EVENT_LOOP_DELAY_MS, 0),
      // Off unless set: a loop kept busy stays at full utilisation, and shedding on it answered a
      // flood of 503s that kept the loop just as busy (the soak: 17 real answers a second).
      maxEventLoopUtilization: Number(env.OVERLOAD_EVENT_LOOP_UTILIZATION ?? '') || 0,
      sampleIntervalMs: envInt(env.OVERLOAD_SAMPLE_INTERVAL_MS, 500),
      retryAfterSeconds: envInt(env.OVERLOAD_RETRY_AFTER_SECONDS, 5),
    },
    admission: {
      concurrency: envInt(env.ADMISSION_CONCURRENCY, 8),
      maxWaitMs: envInt(env.ADMISSION_WAIT_MS, 5000),
      maxQueue: envInt(env.ADMISSION_QUEUE_MAX, 2000),
      retryAfterSeconds: envInt(env.OVERLOAD_RETRY_AFTER_SECONDS, 5),
    },
    dbWaitMs: envInt(env.DB_WAIT_TIMEOUT_MS, 5000),
    loginThrottle: parseLoginThrottleSettings(env),
    renewRateLimit: parseRenewRateLimit(env),
    geocoder: parseGeocoderSettings(env),
    routing: parseRoutingSettings(env),
    sms: parseSmsSettings(env),
    companyName: env.COMPANY_NAME?.trim() || 'Haulage',
    appUrl: env.APP_URL?.trim() || 'http://127.0.0.1:3000',
    confirmationTtlHours: parseConfirmationTtlHours(env),
    recurring: parseRecurringSettings(env),
    tracking: parseTrackingSettings(env),
    invoicing: parseInvoiceSettings(env, env.COMPANY_NAME?.trim() || 'Haulage'),
    email: parseEmailSettings(env, env.COMPANY_NAME?.trim() || 'Haulage'),
    exports: parseExportSettings(env),
  };
};
