import { afterFailure, MAX_SMS_ATTEMPTS, retryDelayMs } from './backoff';

describe('SMS retry backoff', () => {
  it('doubles the wait after each failure, up to half an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });

  it('tries again later until the last attempt, then gives up', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(afterFailure(1, now)).toEqual({ status: 'pending', nextAttemptAt: '2026-11-23T10:00:15.000Z' });
    expect(afterFailure(MAX_SMS_ATTEMPTS - 1, now).status).toBe('pending');
    expect(afterFailure(MAX_SMS_ATTEMPTS, now)).toEqual({ status: 'failed' });
  });
});
