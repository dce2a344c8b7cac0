import { hashTrackingToken, isTokenShaped, isTrackable, trackingExpiry, trackingLinkState, trackingToken } from './tracking-token';

describe('tracking tokens', () => {
  it('are 256 bits, stable per link and different per link and secret', () => {
    const token = trackingToken('secret', 'link-1');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isTokenShaped(token)).toBe(true);
    expect(trackingToken('secret', 'link-1')).toBe(token);
    expect(trackingToken('secret', 'link-2')).not.toBe(token);
    expect(trackingToken('other', 'link-1')).not.toBe(token);
    expect(hashTrackingToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTrackingToken(token)).not.toContain(token);
  });

  it('refuses shapes no link carries', () => {
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(42)}!`)).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
  });

  it('lets real jobs be followed, not drafts, templates or cancelled ones', () => {
    expect(isTrackable({ kind: 'job', status: 'planned' })).toBe(true);
    expect(isTrackable({ kind: 'job', status: 'draft' })).toBe(false);
    expect(isTrackable({ kind: 'template', status: 'open' })).toBe(false);
    expect(isTrackable({ kind: 'job', status: 'cancelled' })).toBe(false);
  });
});

describe('when a tracking link stops working', () => {
  const delivered = '2026-11-01T10:00:00.000Z';
  it('never before delivery', () => {
    expect(trackingExpiry(null, 30)).toBeNull();
    expect(trackingLinkState({ status: 'in_progress', deliveredAt: null }, 30, new Date('2030-01-01'))).toBe('open');
  });
  it('the configured days after delivery', () => {
    expect(trackingExpiry(delivered, 30)?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    const job = { status: 'completed', deliveredAt: delivered };
    expect(trackingLinkState(job, 30, new Date('2026-12-01T09:59:59.000Z'))).toBe('open');
    expect(trackingLinkState(job, 30, new Date('2026-12-01T10:00:00.000Z'))).toBe('expired');
    expect(trackingLinkState(job, 0, new Date(delivered))).toBe('expired');
  });
  it('at once for a cancelled job', () => {
    expect(trackingLinkState({ status: 'cancelled', deliveredAt: null }, 30, new Date())).toBe('cancelled');
  });
});
