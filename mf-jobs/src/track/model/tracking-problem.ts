import { isLanguage, type Language } from '@haulage/shared/i18n';

/** Why the page cannot show the job: the link's own state (final) or the moment's (worth a retry). */
export type TrackingProblem = 'unknown' | 'expired' | 'cancelled' | 'rateLimited' | 'offline' | 'failed';

export interface TrackingProblemAnswer {
  problem: TrackingProblem;
  /** The customer's language when the API says (an expired or cancelled job's). */
  language?: Language;
}

/**
 * An error answer of `GET /api/jobs/track` as the page explains it: 404 unknown, 410 expired or
 * cancelled (`details.reason`, with the customer's `details.language`), 429 too many tries;
 * anything else is the server's trouble, not the link's.
 */
export const trackingProblemOf = (status: number, body: unknown): TrackingProblemAnswer => {
  const raw = (body as { error?: { details?: unknown } } | null)?.error?.details;
  const details = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const language = isLanguage(details.language) ? { language: details.language } : {};
  if (status === 404) return { problem: 'unknown' };
  if (status === 410) return { problem: details.reason === 'cancelled' ? 'cancelled' : 'expired', ...language };
  if (status === 429) return { problem: 'rateLimited' };
  return { problem: 'failed' };
};

/** Problems a retry may cure; the others are the link's final state. */
export const isPassing = (problem: TrackingProblem): boolean => problem === 'rateLimited' || problem === 'offline' || problem === 'failed';
