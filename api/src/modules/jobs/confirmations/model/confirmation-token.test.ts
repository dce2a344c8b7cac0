import { createId } from '@paralleldrive/cuid2';
import { confirmationExpiry, confirmationToken, hashConfirmationToken, linkState } from './confirmation-token';

describe('confirmation tokens', () => {
  const secret = 'a-server-secret-of-enough-length-0123456789';

  it('are 256 bits, URL-safe, one per link, and depend on the server secret', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => confirmationToken(secret, createId())));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBe(256);
    }
    expect(confirmationToken(secret, 'link1')).toBe(confirmationToken(secret, 'link1'));
    expect(confirmationToken(`${secret}x`, 'link1')).not.toBe(confirmationToken(secret, 'link1'));
  });

  it('are stored as a hash that does not reveal them', () => {
    const token = confirmationToken(secret, createId());
    expect(hashConfirmationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashConfirmationToken(token)).toBe(hashConfirmationToken(token));
    expect(hashConfirmationToken(token)).not.toContain(token);
  });
});

describe('confirmationExpiry', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  it('lasts the configured hours', () => {
    expect(confirmationExpiry(now, 72, null)?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(confirmationExpiry(now, 72, '2026-12-01T06:00:00.000Z')?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
  it('never outlives the first planned stop', () => {
    expect(confirmationExpiry(now, 72, '2026-11-24T06:00:00.000Z')?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });
  it('is null when the first stop has passed', () => {
    expect(confirmationExpiry(now, 72, '2026-11-23T09:00:00.000Z')).toBeNull();
  });
});

describe('linkState', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const open = { expiresAt: '2026-11-24T00:00:00.000Z', respondedAt: null, replacedAt: null, jobStatus: 'planned' };
  it('is open until answered, expired, replaced or the job is cancelled', () => {
    expect(linkState(open, now)).toBe('open');
    expect(linkState({ ...open, respondedAt: '2026-11-23T09:00:00.000Z' }, now)).toBe('used');
    expect(linkState({ ...open, expiresAt: '2026-11-23T10:00:00.000Z' }, now)).toBe('expired');
    expect(linkState({ ...open, replacedAt: '2026-11-23T09:00:00.000Z' }, now)).toBe('expired');
    expect(linkState({ ...open, jobStatus: 'cancelled' }, now)).toBe('cancelled');
    expect(linkState({ ...open, jobStatus: 'completed' }, now)).toBe('cancelled');
  });
  it('says used before anything else, so a reload after answering shows the answer', () => {
    expect(linkState({ ...open, respondedAt: '2026-11-23T09:00:00.000Z', jobStatus: 'cancelled', replacedAt: 'x' }, now)).toBe('used');
  });
});
