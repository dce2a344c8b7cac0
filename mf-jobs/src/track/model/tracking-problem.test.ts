import { isPassing, trackingProblemOf } from './tracking-problem';

const refusal = (status: number, details: Record<string, unknown> = {}) => ({
  data: null,
  error: { status, name: 'X', message: 'm', details },
});

describe('trackingProblemOf', () => {
  it('reads 404 as unknown, 410 as expired or cancelled in the customer’s language, 429 as too many tries', () => {
    expect(trackingProblemOf(404, refusal(404))).toEqual({ problem: 'unknown' });
    expect(trackingProblemOf(410, refusal(410, { reason: 'expired', language: 'en' }))).toEqual({ problem: 'expired', language: 'en' });
    expect(trackingProblemOf(410, refusal(410, { reason: 'cancelled', language: 'xx' }))).toEqual({ problem: 'cancelled' });
    expect(trackingProblemOf(429, null)).toEqual({ problem: 'rateLimited' });
    expect(trackingProblemOf(503, 'not json')).toEqual({ problem: 'failed' });
  });

  it('offers a retry only for the moment’s problems', () => {
    expect(['rateLimited', 'offline', 'failed'].every((p) => isPassing(p as never))).toBe(true);
    expect(['unknown', 'expired', 'cancelled'].some((p) => isPassing(p as never))).toBe(false);
  });
});
