import { parseLoginThrottleSettings, parseRenewRateLimit } from './settings';

describe('sign-in settings', () => {
  it('give an account five free failures from one address and wait up to 15 minutes past them', () => {
    expect(parseLoginThrottleSettings({})).toEqual({
      accountFreeFailures: 5,
      accountTotalFreeFailures: 50,
      addressFreeFailures: 100,
      baseDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
      forgetAfterMs: 60 * 60_000,
    });
  });

  it('read each bound from the environment', () => {
    expect(parseLoginThrottleSettings({ LOGIN_ACCOUNT_FREE_FAILURES: '3', LOGIN_BACKOFF_MAX_MS: '60000' })).toMatchObject({
      accountFreeFailures: 3,
      maxDelayMs: 60_000,
    });
    expect(parseRenewRateLimit({ RENEW_RATE_LIMIT_MAX: '10' })).toEqual({ max: 10, windowMs: 5 * 60_000 });
  });
});
