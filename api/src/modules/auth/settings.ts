import { envInt } from '../../env-values';

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

/** LOGIN_ACCOUNT_FREE_FAILURES, LOGIN_ACCOUNT_TOTAL_FREE_FAILURES, LOGIN_ADDRESS_FREE_FAILURES, LOGIN_BACKOFF_*, LOGIN_FAILURES_FORGET_MS. */
export const parseLoginThrottleSettings = (env: NodeJS.ProcessEnv): LoginThrottleSettings => ({
  accountFreeFailures: envInt(env.LOGIN_ACCOUNT_FREE_FAILURES, 5),
  accountTotalFreeFailures: envInt(env.LOGIN_ACCOUNT_TOTAL_FREE_FAILURES, 50),
  addressFreeFailures: envInt(env.LOGIN_ADDRESS_FREE_FAILURES, 100),
  baseDelayMs: envInt(env.LOGIN_BACKOFF_BASE_MS, 1000),
  maxDelayMs: envInt(env.LOGIN_BACKOFF_MAX_MS, 15 * 60_000),
  forgetAfterMs: envInt(env.LOGIN_FAILURES_FORGET_MS, 60 * 60_000),
});

/** Token renewals one client may ask for in a window: RENEW_RATE_LIMIT_MAX (300) per RENEW_RATE_LIMIT_WINDOW_MS (5 min). */
export const parseRenewRateLimit = (env: NodeJS.ProcessEnv): { max: number; windowMs: number } => ({
  max: envInt(env.RENEW_RATE_LIMIT_MAX, 300),
  windowMs: envInt(env.RENEW_RATE_LIMIT_WINDOW_MS, 5 * 60_000),
});
