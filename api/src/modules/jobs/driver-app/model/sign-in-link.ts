import { createHmac } from 'node:crypto';
import { paths } from '@haulage/shared/contracts';

/**
 * A driver's sign-in token: 256 bits derived from the server's secret and the link's random id,
 * so it exists only in the text message on its way out (the outbox keeps the link redacted) and
 * the link row keeps only its hash, as confirmation links do.
 */
export const signInToken = (secret: string, linkDocumentId: string): string =>
  createHmac('sha256', secret).update(`driver-sign-in:${linkDocumentId}`, 'utf8').digest('base64url');

/** A link works for a day: long enough to open it on the morning it was sent. */
export const SIGN_IN_LINK_TTL_HOURS = 24;

/** At most this many links per driver per hour: an office cannot be used to flood a phone. */
export const SIGN_IN_LINKS_PER_HOUR = 3;

/** The outbox's related type for sign-in texts (their token is filled in as they leave). */
export const DRIVER_SIGN_IN_SMS = 'driver-sign-in-links';

/** The token is base64url (nothing to encode) or the outbox's literal `[redacted]`, filled in as the text leaves. */
export const signInLinkUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}${paths.driver.signIn.path}?token=${token}`;

export const signInSmsText = (company: string, link: string): string => `${company}: your sign-in link to the driver app: ${link}`;

export type SignInLinkState = 'open' | 'used' | 'expired';

/** What a link can still do: it signs in once, before it expires. */
export const signInLinkState = (link: { usedAt: string | null; expiresAt: string }, now: Date): SignInLinkState => {
  if (link.usedAt) return 'used';
  return Date.parse(link.expiresAt) <= now.getTime() ? 'expired' : 'open';
};
