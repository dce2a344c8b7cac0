import { backoffDelayMs, retryAfterSeconds, waitText } from './login-backoff';

const policy = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };

describe('backoffDelayMs', () => {
  it('lets the free failures through without a wait', () => {
    for (const failures of [0, 1, 5]) expect(backoffDelayMs(failures, policy)).toBe(0);
  });

  it('doubles the wait with each failure past the free ones', () => {
    expect([6, 7, 8, 9].map((failures) => backoffDelayMs(failures, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffDelayMs(16, policy)).toBe(15 * 60_000);
    expect(backoffDelayMs(10_000, policy)).toBe(15 * 60_000);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds and answers at least 1', () => {
    expect(retryAfterSeconds(10_500, 10_000)).toBe(1);
    expect(retryAfterSeconds(12_001, 10_000)).toBe(3);
    expect(retryAfterSeconds(10_000, 10_000)).toBe(1);
  });
});

describe('waitText', () => {
  it('says seconds in the singular and plural, and minutes for longer waits', () => {
    expect([1, 2, 59, 60, 61, 120, 900].map(waitText)).toEqual([
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '15 minutes',
    ]);
  });
});
