import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { REDACTED } from '../../../../http/log-redaction';

/**
 * The port to the tracking module: the job's one live tracking link, made if needed (idempotent
 * per job), as the absolute URL of the public page. Given to this module when it is registered.
 */
export type IssueTrackingLink = (db: Kysely<Database>, jobId: number) => Promise<{ url: string }>;

const TOKEN = /([?&]token=)[^&#\s]*/;

/**
 * The link as the outbox keeps it: its token withheld, as confirmation links are, so neither an
 * admin reading the outbox nor the log can open a customer's tracking page.
 */
export const withheldLink = (url: string): string => url.replace(TOKEN, `$1${REDACTED}`);

/** The stored text as it leaves: the withheld link replaced by the live one. */
export const withLiveLink = (stored: string, url: string): string => stored.split(withheldLink(url)).join(url);
