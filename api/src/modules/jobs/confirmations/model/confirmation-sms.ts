import { paths } from '@haulage/shared/contracts';
import { confirmationCatalogue, createTranslator, formatsFor, type Language } from '@haulage/shared/i18n';
import { REDACTED } from '../../../../http/log-redaction';

/**
 * The text of a confirmation request in the reader's language: who asks, which job, when, from
 * where, and the link (the `confirmation` catalogue keeps it to one SMS where it can).
 */
export const confirmationSmsText = (
  facts: { company: string; jobNumber: number; plannedDate: string | null; firstPickup: string | null; link: string },
  language: Language,
): string => {
  const t = createTranslator(language, confirmationCatalogue);
  const when = facts.plannedDate ? t('sms.when', { date: formatsFor(language).date(facts.plannedDate) }) : '';
  const from = facts.firstPickup ? t('sms.from', { place: facts.firstPickup }) : '';
  return t('sms.ask', { company: facts.company, jobNumber: facts.jobNumber, when, from, link: facts.link });
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
