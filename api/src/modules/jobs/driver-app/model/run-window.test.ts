import { isInRunWindow } from './run-window';
import { signInLinkState, signInToken } from './sign-in-link';

describe('what a driver may read and how they sign in', () => {
  it('reads from yesterday to a week ahead', () => {
    expect(isInRunWindow('2026-05-03', '2026-05-04')).toBe(true);
    expect(isInRunWindow('2026-05-11', '2026-05-04')).toBe(true);
    expect(isInRunWindow('2026-05-02', '2026-05-04')).toBe(false);
    expect(isInRunWindow('2026-05-12', '2026-05-04')).toBe(false);
  });

  it('makes a 256-bit token per link and lets a link sign in once before it expires', () => {
    expect(Buffer.from(signInToken('secret', 'link-a'), 'base64url')).toHaveLength(32);
    expect(signInToken('secret', 'link-a')).not.toBe(signInToken('secret', 'link-b'));
    const now = new Date('2026-05-04T10:00:00Z');
    expect(signInLinkState({ usedAt: null, expiresAt: '2026-05-05T09:00:00Z' }, now)).toBe('open');
    expect(signInLinkState({ usedAt: '2026-05-04T09:00:00Z', expiresAt: '2026-05-05T09:00:00Z' }, now)).toBe('used');
    expect(signInLinkState({ usedAt: null, expiresAt: '2026-05-04T09:00:00Z' }, now)).toBe('expired');
  });
});
