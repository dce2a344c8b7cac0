import type { ConfirmationResponse } from '@haulage/shared/contracts';

/**
 * Why the page cannot offer the two buttons. The first four are the link's own state and final;
 * the last three are the moment's (the connection, the server, too many tries) and worth a retry.
 */
export type LinkProblem = 'unknown' | 'used' | 'expired' | 'cancelled' | 'rate-limited' | 'offline' | 'failed';

export interface ProblemAnswer {
  problem: LinkProblem;
  /** For a used link: what was answered with it, when the API says. */
  usedWith?: ConfirmationResponse;
}

const detailsOf = (body: unknown): Record<string, unknown> => {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
};

const isResponse = (value: unknown): value is ConfirmationResponse => value === 'confirmed' || value === 'declined';

/**
 * An error answer of `GET`/`PATCH /api/jobs/confirm-sms` as the page explains it: 404 unknown,
 * 409 used (with the answer when given), 410 expired or cancelled (`details.reason`), 429 too
 * many tries; anything else is the server's trouble, not the link's.
 */
export const problemOf = (status: number, body: unknown): ProblemAnswer => {
  const details = detailsOf(body);
  if (status === 404) return { problem: 'unknown' };
  if (status === 409) return isResponse(details.response) ? { problem: 'used', usedWith: details.response } : { problem: 'used' };
  if (status === 410) return { problem: details.reason === 'cancelled' ? 'cancelled' : 'expired' };
  if (status === 429) return { problem: 'rate-limited' };
  return { problem: 'failed' };
};

/** Problems a retry may cure; the others are the link's final state. */
export const isPassing = (problem: LinkProblem): boolean => problem === 'rate-limited' || problem === 'offline' || problem === 'failed';

export interface ProblemText {
  title: string;
  text: string;
}

const USED_TEXT: Record<ConfirmationResponse | 'unknown', string> = {
  confirmed: 'The job was confirmed with this link. Nothing more is needed from you.',
  declined: 'The job was declined with this link. Nothing more is needed from you.',
  unknown: 'This job has already been answered with this link. Nothing more is needed from you.',
};

/** What each problem's page says: a heading and one or two plain sentences. */
export const problemText = ({ problem, usedWith }: ProblemAnswer): ProblemText => {
  switch (problem) {
    case 'unknown':
      return {
        title: 'This link is not valid',
        text: 'Check that the whole address from the text message was opened. If it still does not work, contact the company that sent it.',
      };
    case 'used':
      return { title: 'This link has already been used', text: USED_TEXT[usedWith ?? 'unknown'] };
    case 'expired':
      return {
        title: 'This link has expired',
        text: 'The time to answer has run out, or a newer message was sent. If the job still needs an answer, contact the company that sent it.',
      };
    case 'cancelled':
      return { title: 'This job has been cancelled', text: 'Nothing more is needed from you.' };
    case 'rate-limited':
      return { title: 'Too many tries', text: 'Please wait a minute, then try again.' };
    case 'offline':
      return { title: 'No connection', text: 'The page could not reach the server. Check your connection and try again.' };
    default:
      return { title: 'Something went wrong', text: 'The server could not answer just now. Please try again in a moment.' };
  }
};

/** The link's token from the page address (`?token=…`); empty when there is none. */
export const tokenFromSearch = (search: string): string => new URLSearchParams(search).get('token')?.trim() ?? '';
