import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what a calendar app keeps in the feed's address. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/** What is stored: a leaked table gives no working address. */
export const hashFeedToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Only something shaped like a token is looked up (43 URL-safe characters). */
export const looksLikeFeedToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The window a subscribed calendar holds, refreshed on every fetch: the last month and the coming
 * year (the office's dates; at most 400 days, as the calendar's own range).
 */
export const feedWindow = (today: string): { from: string; to: string } => {
  const day = Date.parse(`${today}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(day - 31 * 86_400_000), to: iso(day + 365 * 86_400_000) };
};

/** The address a calendar app subscribes to: the feed route's path (feed-routes.ts) with the token. */
export const feedUrl = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
