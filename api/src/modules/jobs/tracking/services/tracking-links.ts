import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { applicationError, notFound } from '../../../../http/errors';
import { hashTrackingToken, isTrackable, trackingToken } from '../model/tracking-token';
import { findJobState, findLinkOfJob, insertLinkOnce } from '../repository/tracking-repository';

export interface TrackingLinkSettings {
  /** The server's secret the tokens are derived from. */
  secret: string;
  /** Where customers open the product (the shell's public base URL). */
  appUrl: string;
}

/** The public page of a token, on the shell. */
export const trackingUrl = (appUrl: string, token: string): string => `${appUrl.replace(/\/+$/, '')}/jobs/trackJob?token=${token}`;

/**
 * The job's one live tracking link, made the first time it is asked for; asking again answers the
 * same URL (the token is derived again from the link's id, never stored). Refused for drafts,
 * templates and cancelled jobs.
 */
export const issueTrackingLink = async (settings: TrackingLinkSettings, db: Kysely<Database>, jobId: number): Promise<{ url: string }> => {
  const job = await findJobState(db, jobId);
  if (!job) throw notFound('The job does not exist');
  if (!isTrackable(job)) throw applicationError(`A ${job.kind === 'job' ? job.status : job.kind} job cannot be tracked`);
  let link = await findLinkOfJob(db, jobId);
  if (!link) {
    const documentId = createId();
    await insertLinkOnce(db, {
      documentId,
      jobId,
      tokenHash: hashTrackingToken(trackingToken(settings.secret, documentId)),
      at: new Date().toISOString(),
    });
    link = await findLinkOfJob(db, jobId);
  }
  return { url: trackingUrl(settings.appUrl, trackingToken(settings.secret, link!.document_id)) };
};

/** The issuer other modules are given (notifications carry the link): the app's secret and base URL bound. */
export const trackingLinkIssuer =
  (config: { jwtSecret: string; appUrl: string }) =>
  (db: Kysely<Database>, jobId: number): Promise<{ url: string }> =>
    issueTrackingLink({ secret: config.jwtSecret, appUrl: config.appUrl }, db, jobId);
