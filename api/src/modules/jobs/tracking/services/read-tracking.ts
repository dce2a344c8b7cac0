import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { TrackingView } from '@haulage/shared/contracts';
import type { Config } from '../../../../config';
import type { ServiceHost } from '../../../../ports';
import { HttpError, notFound } from '../../../../http/errors';
import { renderCmrPdf } from '../../cmr/index';
import { hashTrackingToken, isTokenShaped, trackingLinkState } from '../model/tracking-token';
import { deliveredAtOf } from '../model/timeline';
import { languageOf, proofFileIds, trackingView } from '../model/tracking-view';
import { findFile, findLinkByHash, findTrackedJob, touchLink, type TrackedJob } from '../repository/tracking-repository';

// The same words for every unknown token, so an answer never helps guessing one.
const unknownLink = () => notFound('This tracking link is not valid');

const delivered = (job: TrackedJob) =>
  deliveredAtOf(
    { status: job.status, plannedAt: null, dispatchedAt: null, startedAt: null, completedAt: job.completed_at },
    job.stops.map((s) => ({ ...s, plannedFrom: null, plannedTo: null, arrivedAt: s.arrived_at, departedAt: s.departed_at })),
  );

/** What reading a tracking link needs of the app. */
export interface TrackingHost extends Pick<ServiceHost, 'db'> {
  config: Pick<Config, 'tracking' | 'invoicing' | 'uploadDir'>;
}

/** The job of a token while its link works; otherwise 404 (unknown) or 410 (expired, cancelled). */
const trackedJobOf = async (app: TrackingHost, token: string): Promise<TrackedJob> => {
  if (!isTokenShaped(token)) throw unknownLink();
  const link = await findLinkByHash(app.db, hashTrackingToken(token));
  if (!link) throw unknownLink();
  const job = await findTrackedJob(app.db, Number(link.job_id));
  if (!job) throw unknownLink();
  const now = new Date();
  const state = trackingLinkState({ status: job.status, deliveredAt: delivered(job) }, app.config.tracking.linkDays, now);
  // The language lets the page explain the refusal in the customer's words; the link holder may know it.
  const language = languageOf(job);
  if (state === 'expired') throw new HttpError(410, 'ApplicationError', 'This tracking link has expired', { reason: 'expired', language });
  if (state === 'cancelled') throw new HttpError(410, 'ApplicationError', 'This job has been cancelled', { reason: 'cancelled', language });
  await touchLink(app.db, Number(link.id), now.toISOString());
  return job;
};

/** GET /api/jobs/track?token=: the customer's view of their job. */
export const viewTracking = async (app: TrackingHost, token: string): Promise<TrackingView> => {
  const job = await trackedJobOf(app, token);
  return trackingView(job, { seller: app.config.invoicing.seller.name, token, linkDays: app.config.tracking.linkDays });
};

/** GET /api/jobs/track/files/:id?token=: a picture of the job's proof, and no other file. */
export const trackedFile = async (app: TrackingHost, token: string, fileId: number) => {
  const job = await trackedJobOf(app, token);
  if (!delivered(job) || !proofFileIds(job.proofs).includes(fileId)) throw notFound('This file is not part of the tracked job');
  const file = await findFile(app.db, fileId);
  if (!file) throw notFound('This file is not part of the tracked job');
  // Stored files live flat in the upload folder under their URL's last part.
  const bytes = await readFile(resolve(app.config.uploadDir, basename(file.url))).catch(() => null);
  if (!bytes) throw notFound('This file is not part of the tracked job');
  return { bytes, mime: file.mime };
};

/** GET /api/jobs/track/cmr?token=: the delivered job's signed consignment note, in the customer's language. */
export const trackedCmr = async (app: TrackingHost, token: string) => {
  const job = await trackedJobOf(app, token);
  if (!delivered(job)) throw notFound('The consignment note is shown here once the goods are delivered');
  return { bytes: await renderCmrPdf(app, Number(job.id), languageOf(job)), jobNumber: Number(job.job_number) };
};
