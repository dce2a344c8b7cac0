import { createHash, createHmac } from 'node:crypto';

/**
 * A tracking link's token: 256 bits derived from the server's secret and the link's random id, as
 * confirmation links are. Derived rather than stored, so the one link of a job can be handed out
 * again (every notification carries it) while the database keeps only the hash.
 */
export const trackingToken = (secret: string, linkDocumentId: string): string =>
  createHmac('sha256', secret).update(`job-tracking:${linkDocumentId}`, 'utf8').digest('base64url');

/** Only this is stored: a leaked database does not hand out working links. */
export const hashTrackingToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as the link carries it (43 base64url characters); anything else is not worth a query. */
export const isTokenShaped = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Jobs a customer can follow: real jobs from the moment they are taken on. */
export const TRACKABLE_STATUSES = ['open', 'planned', 'dispatched', 'in_progress', 'completed', 'ready_to_invoice', 'invoiced'] as const;

export const isTrackable = (job: { kind: string; status: string }): boolean =>
  job.kind === 'job' && (TRACKABLE_STATUSES as readonly string[]).includes(job.status);

/** When the link stops working: the configured days after delivery; null while not delivered. */
export const trackingExpiry = (deliveredAt: string | null, days: number): Date | null =>
  deliveredAt ? new Date(Date.parse(deliveredAt) + days * 86_400_000) : null;

export type TrackingLinkState = 'open' | 'expired' | 'cancelled';

/** What a link answers now: the job's page, 410 expired (past the days after delivery) or 410 cancelled. */
export const trackingLinkState = (job: { status: string; deliveredAt: string | null }, days: number, now: Date): TrackingLinkState => {
  if (job.status === 'cancelled') return 'cancelled';
  const expires = trackingExpiry(job.deliveredAt, days);
  return expires && expires.getTime() <= now.getTime() ? 'expired' : 'open';
};
