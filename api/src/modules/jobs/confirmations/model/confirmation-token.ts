import { createHash, createHmac } from 'node:crypto';

/**
 * A link's token: 256 bits derived from the server's secret and the link's random id, URL-safe.
 * Derived rather than stored, so the token exists only in the text message on its way out (the
 * outbox keeps a placeholder) and the link keeps only its hash: neither a database copy nor the
 * outbox hands out working links. Guessing one means guessing the secret.
 */
export const confirmationToken = (secret: string, linkDocumentId: string): string =>
  createHmac('sha256', secret).update(`job-confirmation:${linkDocumentId}`, 'utf8').digest('base64url');

/** Only this is stored: a leaked database does not hand out working links. */
export const hashConfirmationToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * When a link stops working: after the configured hours, and never after the job's first planned
 * stop (a confirmation after the truck has arrived is worth nothing). Null: it would already be over.
 */
export const confirmationExpiry = (now: Date, ttlHours: number, firstStopAt: string | null): Date | null => {
  const byTtl = now.getTime() + ttlHours * 3_600_000;
  const byStop = firstStopAt ? Date.parse(firstStopAt) : Number.POSITIVE_INFINITY;
  const expires = Math.min(byTtl, Number.isNaN(byStop) ? byTtl : byStop);
  return expires > now.getTime() ? new Date(expires) : null;
};

/** Jobs a confirmation may be asked or answered for: planned work that has not started. */
export const CONFIRMABLE_STATUSES = ['open', 'planned', 'dispatched'] as const;

export interface LinkFacts {
  expiresAt: string;
  respondedAt: string | null;
  replacedAt: string | null;
  jobStatus: string;
}

export type LinkState = 'open' | 'used' | 'expired' | 'cancelled';

/**
 * What a link can still do. A replaced link (the job was sent again) reads as expired: the person
 * has a newer message. A job that was cancelled, or has moved past the stage where an answer
 * matters, reads as cancelled.
 */
export const linkState = (link: LinkFacts, now: Date): LinkState => {
  if (link.respondedAt) return 'used';
  if (link.jobStatus === 'cancelled') return 'cancelled';
  if (link.replacedAt || Date.parse(link.expiresAt) <= now.getTime()) return 'expired';
  if (!(CONFIRMABLE_STATUSES as readonly string[]).includes(link.jobStatus)) return 'cancelled';
  return 'open';
};
