import { paths } from '@haulage/shared/contracts';
import { REDACTED } from '../../../../http/log-redaction';

/**
 * The text of a confirmation request: who asks, which job, when, from where, and the link. Kept
 * short: one SMS is 160 GSM characters (or 70 with å, ä, ö), and a link alone takes about 80.
 */
export const confirmationSmsText = (facts: {
  company: string;
  jobNumber: number;
  plannedDate: string | null;
  firstPickup: string | null;
  link: string;
}): string => {
  const when = facts.plannedDate ? ` on ${facts.plannedDate}` : '';
  const from = facts.firstPickup ? ` from ${facts.firstPickup}` : '';
  return `${facts.company}: please confirm job ${facts.jobNumber}${when}${from}: ${facts.link}`;
};

const appBase = (appUrl: string): string => appUrl.replace(/\/$/, '');

/** The public page's address for a token (the shell serves it without signing in). */
export const confirmationLink = (appUrl: string, token: string): string => `${appBase(appUrl)}${paths.jobs.confirm.href(token)}`;

/** The outbox's related type for confirmation texts (their token is filled in as they leave). */
export const CONFIRMATION_SMS = 'confirmation-links';

/**
 * What the outbox keeps in the link in place of the token: an admin reading the outbox sees the
 * link, plainly redacted, rather than a working one or one that looks working and is not.
 */
export const WITHHELD_TOKEN = REDACTED;

const withheldLink = `?token=${WITHHELD_TOKEN}`;

/**
 * The link as the outbox stores it: the placeholder is written as it is, not encoded as a token
 * would be, so an admin reads `[redacted]` and `withToken` (and the migrations) find it.
 */
export const withheldConfirmationLink = (appUrl: string): string => `${appBase(appUrl)}${paths.jobs.confirm.path}${withheldLink}`;

/** The text as it leaves: the stored text's link (the last one in it) with the real token. */
export const withToken = (storedText: string, token: string): string => {
  const at = storedText.lastIndexOf(withheldLink);
  return at < 0 ? storedText : `${storedText.slice(0, at)}?token=${encodeURIComponent(token)}${storedText.slice(at + withheldLink.length)}`;
};
