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
import { type EmailSettings, parseEmailSettings } from './modules/messaging/settings';
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
  recurring: { horizonWeeks: number; intervalMinutes: number };
  /** The seller on invoices and the number series' prefixes (modules/finance/invoices/settings.ts). */
  invoicing: InvoiceSettings;
  /** E-mail out (invoices, reminders): local or SMTP (modules/messaging/settings.ts). */
  email: EmailSettings;
  /** Invoice exports: accounts per VAT type, SIE series, Fortnox (modules/finance/exports/settings.ts). */
  exports: ExportSettings;
}

/** Text messages: `local` (the default) keeps them on this machine; 46elks or Twilio send them. */
export interface SmsSettings {
  provider: 'local' | '46elks' | 'twilio';
  /** The sender shown on the phone: up to 11 letters and digits, or a number. */
  from: string;
  elks: { username: string | null; password: string | null; baseUrl: string };
  twilio: { accountSid: string | null; authToken: string | null; baseUrl: string };
  /** How often the outbox looks for messages due; a new message is also sent at once. */
  dispatchIntervalMs: number;
}

export const GEOCODER_PROVIDERS = ['gazetteer', 'nominatim', 'google'] as const;

/** How a new destination's address is placed (api/src/modules/jobs/geocoding). */
export interface GeocoderSettings {
  provider: (typeof GEOCODER_PROVIDERS)[number];
  /** The provider's base URL (a self-hosted Nominatim, a local fake in tests); null: its public service. */
  url: string | null;
  googleApiKey: string | null;
}

/** Where a trip's km and time come from (api/src/modules/jobs/trips/routing); unset: the straight-line estimate. */
export interface RoutingSettings {
  provider: 'straight_line' | 'osrm';
  /** The OSRM server's base URL (required for osrm). */
  url: string | null;
}

/** Failed sign-ins are counted per account and per address; past the free ones each waits longer. */
export interface LoginThrottleSettings {
  /** Free failures of one account from one address (the owner's typos; an attacker's address waits). */
  accountFreeFailures: number;
  /** Free failures of one account from all addresses together (guessing spread over many). */
  accountTotalFreeFailures: number;
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

const isUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * GEOCODER (unset: the offline gazetteer), GEOCODER_URL and GOOGLE_MAPS_API_KEY. A provider that
 * cannot work stops the start: falling back to the gazetteer would refuse most addresses quietly.
 */
export const parseGeocoderSettings = (env: NodeJS.ProcessEnv): GeocoderSettings => {
  const provider = (env.GEOCODER ?? '').trim().toLowerCase() || 'gazetteer';
  if (!(GEOCODER_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`GEOCODER must be one of ${GEOCODER_PROVIDERS.join(', ')} (it is "${env.GEOCODER}")`);
  const url = env.GEOCODER_URL?.trim() || null;
  if (url !== null && !isUrl(url)) throw new Error(`GEOCODER_URL must be an http(s) URL (it is "${url}")`);
  const googleApiKey = env.GOOGLE_MAPS_API_KEY?.trim() || null;
  if (provider === 'google' && googleApiKey === null) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
  return { provider: provider as GeocoderSettings['provider'], url, googleApiKey };
};

/** ROUTING (unset: straight_line, or osrm) and ROUTING_URL; osrm without a valid URL stops the start. */
export const parseRoutingSettings = (env: NodeJS.ProcessEnv): RoutingSettings => {
  const provider = (env.ROUTING ?? '').trim().toLowerCase() || 'straight_line';
  if (provider !== 'straight_line' && provider !== 'osrm')
    throw new Error(`ROUTING must be straight_line or osrm (it is "${env.ROUTING}")`);
  const url = env.ROUTING_URL?.trim() || null;
  if (url !== null && !isUrl(url)) throw new Error(`ROUTING_URL must be an http(s) URL (it is "${url}")`);
  if (provider === 'osrm' && url === null) throw new Error('ROUTING=osrm needs ROUTING_URL');
  return { provider, url };
};

/**
 * SMS_PROVIDER (unset: local), SMS_FROM, ELKS_API_USERNAME/ELKS_API_PASSWORD/ELKS_API_URL,
 * TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_API_URL. A provider without its keys stops the start:
 * confirmations would otherwise wait in the outbox for ever.
 */
export const parseSmsSettings = (env: NodeJS.ProcessEnv): SmsSettings => {
  const provider = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'local';
  if (!['local', '46elks', 'twilio'].includes(provider))
    throw new Error(`SMS_PROVIDER must be local, 46elks or twilio (it is "${env.SMS_PROVIDER}")`);
  const settings: SmsSettings = {
    provider: provider as SmsSettings['provider'],
    from: env.SMS_FROM?.trim() || 'Haulage',
    elks: {
      username: env.ELKS_API_USERNAME?.trim() || null,
      password: env.ELKS_API_PASSWORD?.trim() || null,
      baseUrl: env.ELKS_API_URL?.trim() || 'https://api.46elks.com',
    },
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID?.trim() || null,
      authToken: env.TWILIO_AUTH_TOKEN?.trim() || null,
      baseUrl: env.TWILIO_API_URL?.trim() || 'https://api.twilio.com',
    },
    dispatchIntervalMs: int(env.SMS_DISPATCH_INTERVAL_MS, 5000),
  };
  if (provider === '46elks' && (!settings.elks.username || !settings.elks.password))
    throw new Error('SMS_PROVIDER=46elks needs ELKS_API_USERNAME and ELKS_API_PASSWORD');
  if (provider === 'twilio' && (!settings.twilio.accountSid || !settings.twilio.authToken))
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  for (const url of [settings.elks.baseUrl, settings.twilio.baseUrl])
    if (!isUrl(url)) throw new Error(`An SMS provider URL must be an http(s) URL (it is "${url}")`);
  return settings;
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
    timeouts: {
      headersMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
      bodyMs: int(env.BODY_TIMEOUT_MS, 30_000),
      uploadMs: int(env.UPLOAD_TIMEOUT_MS, 180_000),
      keepAliveMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
      maxRequestsPerSocket: int(env.MAX_REQUESTS_PER_SOCKET, 1000),
    },
    overload: {
      // Off unless set, as utilisation below: the admission queue (http/admission.ts) already bounds
      // every wait, and on SQLite, whose queries run on the loop, eight admitted requests can delay
      // it past a second; shedding on that answered 1.7 million 503s against 29,000 answers in the soak.
      maxEventLoopDelayMs: int(env.OVERLOAD_EVENT_LOOP_DELAY_MS, 0),
      // Off unless set: a loop kept busy stays at full utilisation, and shedding on it answered a
      // flood of 503s that kept the loop just as busy (the soak: 17 real answers a second).
      maxEventLoopUtilization: Number(env.OVERLOAD_EVENT_LOOP_UTILIZATION ?? '') || 0,
      sampleIntervalMs: int(env.OVERLOAD_SAMPLE_INTERVAL_MS, 500),
      retryAfterSeconds: int(env.OVERLOAD_RETRY_AFTER_SECONDS, 5),
    },
    admission: {
      concurrency: int(env.ADMISSION_CONCURRENCY, 8),
      maxWaitMs: int(env.ADMISSION_WAIT_MS, 5000),
      maxQueue: int(env.ADMISSION_QUEUE_MAX, 2000),
      retryAfterSeconds: int(env.OVERLOAD_RETRY_AFTER_SECONDS, 5),
    },
    dbWaitMs: int(env.DB_WAIT_TIMEOUT_MS, 5000),
    loginThrottle: {
      accountFreeFailures: int(env.LOGIN_ACCOUNT_FREE_FAILURES, 5),
      accountTotalFreeFailures: int(env.LOGIN_ACCOUNT_TOTAL_FREE_FAILURES, 50),
      addressFreeFailures: int(env.LOGIN_ADDRESS_FREE_FAILURES, 100),
      baseDelayMs: int(env.LOGIN_BACKOFF_BASE_MS, 1000),
      maxDelayMs: int(env.LOGIN_BACKOFF_MAX_MS, 15 * 60_000),
      forgetAfterMs: int(env.LOGIN_FAILURES_FORGET_MS, 60 * 60_000),
    },
    renewRateLimit: { max: int(env.RENEW_RATE_LIMIT_MAX, 300), windowMs: int(env.RENEW_RATE_LIMIT_WINDOW_MS, 5 * 60_000) },
    geocoder: parseGeocoderSettings(env),
    routing: parseRoutingSettings(env),
    sms: parseSmsSettings(env),
    companyName: env.COMPANY_NAME?.trim() || 'Haulage',
    appUrl: env.APP_URL?.trim() || 'http://127.0.0.1:3000',
    confirmationTtlHours: int(env.CONFIRMATION_TTL_HOURS, 72),
    tracking: parseTrackingSettings(env),
    recurring: {
      horizonWeeks: Math.min(Math.max(int(env.RECURRING_HORIZON_WEEKS, 8), 1), 26),
      intervalMinutes: Math.max(int(env.RECURRING_INTERVAL_MINUTES, 60), 1),
    },
    invoicing: parseInvoiceSettings(env, env.COMPANY_NAME?.trim() || 'Haulage'),
    email: parseEmailSettings(env, env.COMPANY_NAME?.trim() || 'Haulage'),
    exports: parseExportSettings(env),
  };
};
