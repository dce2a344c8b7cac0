import { contactLanguage, isLanguage, type TrackingStop, type TrackingView } from '@haulage/shared/contracts';
import type { TrackedJob } from '../repository/tracking-repository';
import { deliveredAtOf, nextStopOf, trackingTimeline } from './timeline';
import { trackingExpiry } from './tracking-token';

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The path of a proof's picture through the link itself: the customer needs no account to see it. */
export const trackedFilePath = (fileId: number, token: string): string => `/api/jobs/track/files/${fileId}?token=${token}`;

/** The signed consignment note of a tracked job, by the link's token. */
export const trackedCmrPath = (token: string): string => `/api/jobs/track/cmr?token=${token}`;

/** The ids of the pictures a job's proofs hold: the only files its link may serve. */
export const proofFileIds = (proofs: TrackedJob['proofs']): number[] =>
  proofs.flatMap((p) => [
    ...(p.signature_file_id == null ? [] : [Number(p.signature_file_id)]),
    ...(JSON.parse(p.photo_file_ids) as number[]),
  ]);

/** The language the customer reads: the job's contact's, else the customer's. */
export const languageOf = (job: Pick<TrackedJob, 'contact_language' | 'customer_language'>) =>
  contactLanguage(
    { language: isLanguage(job.contact_language) ? job.contact_language : null },
    { language: isLanguage(job.customer_language) ? job.customer_language : null },
  );

/**
 * The tracking answer, built field by field so nothing else of the job leaks into it (no price, no
 * truck, no driver surname or phone). File URLs are paths on the API, scoped by the token.
 */
export const trackingView = (job: TrackedJob, ctx: { seller: string; token: string; linkDays: number }): TrackingView => {
  const stops: TrackingStop[] = job.stops.map((s) => ({
    type: s.type,
    place: s.place,
    plannedFrom: iso(s.planned_from),
    plannedTo: iso(s.planned_to),
    arrivedAt: iso(s.arrived_at),
    departedAt: iso(s.departed_at),
  }));
  const timelineJob = {
    status: job.status,
    plannedAt: iso(job.plannedAt),
    dispatchedAt: iso(job.dispatched_at),
    startedAt: iso(job.started_at),
    completedAt: iso(job.completed_at),
  };
  const deliveredAt = deliveredAtOf(timelineJob, stops);
  const proof = deliveredAt ? job.proofs.at(-1) : undefined;
  return {
    seller: ctx.seller,
    jobNumber: Number(job.job_number),
    plannedDate: job.planned_date,
    language: languageOf(job),
    driverName: job.driver_first_name ?? null,
    timeline: trackingTimeline(timelineJob, stops),
    stops,
    nextStop: deliveredAt ? null : nextStopOf(stops, iso(job.eta)),
    proof: proof
      ? {
          signedBy: proof.signed_by,
          at: new Date(proof.at).toISOString(),
          signatureUrl: proof.signature_file_id == null ? null : trackedFilePath(Number(proof.signature_file_id), ctx.token),
          photoUrls: (JSON.parse(proof.photo_file_ids) as number[]).map((id) => trackedFilePath(id, ctx.token)),
        }
      : null,
    expiresAt: trackingExpiry(deliveredAt, ctx.linkDays)?.toISOString() ?? null,
    // The consignment note is the customer's once it carries the receiver's signature: after delivery.
    ...(deliveredAt ? { cmrUrl: trackedCmrPath(ctx.token) } : {}),
  };
};
