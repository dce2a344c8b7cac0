import type { ConfirmationResponse } from '@haulage/shared/contracts';
import { isLanguage, type Language, type PlainTranslate } from '@haulage/shared/i18n';

/**
 * Why the page cannot offer the two buttons. The first four are the link's own state and final;
 * the last three are the moment's (the connection, the server, too many tries) and worth a retry.
 */
export type LinkProblem = 'unknown' | 'used' | 'expired' | 'cancelled' | 'rateLimited' | 'offline' | 'failed';

export interface ProblemAnswer {
  problem: LinkProblem;
  /** For a used link: what was answered with it, when the API says. */
  usedWith?: ConfirmationResponse;
  /** The reader's language, when the API knows whose link it is (a used, expired or cancelled one). */
  language?: Language;
}

const detailsOf = (body: unknown): Record<string, unknown> => {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
};

const isResponse = (value: unknown): value is ConfirmationResponse => value === 'confirmed' || value === 'declined';

/**
 * An error answer of `GET`/`PATCH /api/jobs/confirm-sms` as the page explains it: 404 unknown,
 * 409 used (with the answer when given), 410 expired or cancelled (`details.reason`), 429 too
 * many tries; anything else is the server's trouble, not the link's. A used, expired or cancelled
 * link names its reader's `details.language`.
 */
export const problemOf = (status: number, body: unknown): ProblemAnswer => {
  const details = detailsOf(body);
  const language = isLanguage(details.language) ? { language: details.language } : {};
  if (status === 404) return { problem: 'unknown' };
  if (status === 409) return { problem: 'used', ...(isResponse(details.response) ? { usedWith: details.response } : {}), ...language };
  if (status === 410) return { problem: details.reason === 'cancelled' ? 'cancelled' : 'expired', ...language };
  if (status === 429) return { problem: 'rateLimited' };
  return { problem: 'failed' };
};

/** Problems a retry may cure; the others are the link's final state. */
export const isPassing = (problem: LinkProblem): boolean => problem === 'rateLimited' || problem === 'offline' || problem === 'failed';

export interface ProblemText {
  title: string;
  text: string;
}

/** What each problem's page says (the `confirmation` catalogue): a heading and one or two plain sentences. */
export const problemText = (t: PlainTranslate, { problem, usedWith }: ProblemAnswer): ProblemText => ({
  title: t(`page.problem.${problem}.title`),
  text: t(problem === 'used' && usedWith ? `page.problem.used.${usedWith}` : `page.problem.${problem}.text`),
});
