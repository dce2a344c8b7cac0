import { feedUrl, feedWindow, hashFeedToken, looksLikeFeedToken, newFeedToken } from './feed-token';

describe('calendar feed tokens', () => {
  it('are 256 random bits, URL-safe, stored only as a hash', () => {
    const token = newFeedToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(looksLikeFeedToken(token)).toBe(true);
    expect(newFeedToken()).not.toBe(token);
    expect(hashFeedToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashFeedToken(token)).not.toContain(token);
  });

  it('looks up only what is shaped like a token', () => {
    expect(looksLikeFeedToken('x'.repeat(42))).toBe(false);
    expect(looksLikeFeedToken(`${'x'.repeat(42)}/`)).toBe(false);
    expect(looksLikeFeedToken(['x'.repeat(43)])).toBe(false);
    expect(looksLikeFeedToken(undefined)).toBe(false);
  });

  it('holds the last month and the coming year, at the address a calendar app subscribes to', () => {
    expect(feedWindow('2026-03-31')).toEqual({ from: '2026-02-28', to: '2027-03-31' });
    expect(feedUrl('https://api.example.se/', '/api/events/feed.ics', 'abc')).toBe('https://api.example.se/api/events/feed.ics?token=abc');
  });
});
