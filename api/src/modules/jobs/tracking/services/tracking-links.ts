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

// The shared port is `issueTrackingLink(db, jobId)` (notifications call it with only a database), so
// the secret and base URL are fixed here when the tracking plugin starts; every app of a process
// reads the same environment.
let settings: TrackingLinkSettings | null = null;

export const useTrackingLinkSettings = (next: TrackingLinkSettings): void => {
  settings = next;
};

/** The public page of a token, on the shell. */
export const trackingUrl = (appUrl: string, token: string): string => `${appUrl.replace(/\/+$/, '')}/jobs/trackJob?token=${token}`;

/**
 * The job's one live tracking link, made the first time it is asked for; asking again answers the
 * same URL (the token is derived again from the link's id, never stored). Refused for drafts,
 * templates and cancelled jobs.
 */
export const issueTrackingLink = async (db: Kysely<Database>, jobId: number): Promise<{ url: string }> => {
  if (!settings) throw new Error('The tracking module has not started: no secret to make links with');
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
