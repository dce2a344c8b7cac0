import { createId } from '@paralleldrive/cuid2';
import type { JobProblem, ProblemInput } from '@haulage/shared/contracts';
import type { DriverAppHost } from './driver-host';
import { isRated } from '../../model/job-status';
import { settleJob } from '../../services/job-writer';
import { waitingMinutesOf } from '../model/actuals';
import { isImage, storeFiles } from '../../../auth/index';
import { findAppliedAnswer } from '../repository/applied-actions';
import { jobFileName, ownJobFiles } from '../repository/job-files';
import { findJobStop } from '../repository/stop-repository';
import type { UploadedPart } from '../routes/proof-parts';
import { applyOnce, type DriverContext, findOwnJob, lockJob, refusedField } from './driver-action';
import { priceWaiting } from './price-waiting';

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/** The photos, every one an image by its bytes, stored through the uploads module (as a proof's), named by the job. */
const storePhotos = async (app: DriverAppHost, jobNumber: number, kind: string, photos: UploadedPart[]) => {
  for (const photo of photos) if (!(await isImage(photo.bytes))) throw refusedField('photos', `${photo.filename} is not an image`);
  const named = photos.map((photo, index) => ({
    ...photo,
    filename: jobFileName(jobNumber, kind.replace(/_/g, '-'), index, photo.filename),
  }));
  return named.length === 0 ? [] : storeFiles(app, named);
};

/**
 * POST /api/jobs/:id/problems: stored on the job with its photos, heard live by dispatchers;
 * waiting past the agreement's free time becomes a priced `waiting_time` operation. Applied once
 * per phone-made id.
 */
export const reportProblem = async (
  app: DriverAppHost,
  driver: DriverContext,
  jobRef: string,
  input: ProblemInput,
  photoParts: UploadedPart[] = [],
) => {
  const job = await findOwnJob(app.db, driver, jobRef);
  // A resend with its photos answers the first result without storing the files again.
  const earlier = photoParts.length === 0 ? undefined : await findAppliedAnswer(app.db, driver.userId, input.clientId);
  if (earlier !== undefined) return earlier as JobProblem;
  const photos = await storePhotos(app, Number(job.job_number), input.kind, photoParts);
  const at = new Date(input.at).toISOString();
  const { answer, replayed } = await applyOnce<JobProblem>(app, driver, input.clientId, 'problem', async (trx) => {
    await lockJob(trx, app, Number(job.id));
    const stop = input.stop == null ? undefined : await findJobStop(trx, Number(job.id), input.stop);
    if (input.stop != null && !stop) throw refusedField('stop', 'The stop is not one of the job’s stops');
    const waitingMinutes =
      input.kind === 'waiting' && stop
        ? waitingMinutesOf({ arrivedAt: iso(stop.arrived_at), plannedFrom: iso(stop.planned_from) }, at)
        : null;
    const priceable = waitingMinutes != null && waitingMinutes > 0 && isRated(job.status as never, job.kind);
    const operationId = priceable ? await priceWaiting(trx, app, job, Number(stop!.id), waitingMinutes) : null;
    const now = new Date().toISOString();
    const documentId = createId();
    const { id } = await trx
      .insertInto('job_problems')
      .values({
        document_id: documentId,
        job_id: Number(job.id),
        stop_id: stop ? Number(stop.id) : null,
        kind: input.kind,
        note: input.note ?? '',
        at,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        waiting_minutes: waitingMinutes,
        operation_id: operationId,
        photo_file_ids: JSON.stringify(photos.map((photo) => photo.id)),
        user_id: driver.userId,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ownJobFiles(
      trx,
      { id: Number(job.id), jobNumber: Number(job.job_number) },
      photos.map((photo) => ({ id: photo.id, source: 'problem_photo' as const, kind: input.kind.replace(/_/g, ' ') })),
      { at, latitude: input.position?.lat ?? null, longitude: input.position?.lng ?? null },
    );
    if (priceable) await settleJob(trx, app.dialect, Number(job.id));
    await app.customerNotices.enqueue(trx, { event: 'problem_reported', jobId: Number(job.id), at });
    const operation =
      operationId == null
        ? null
        : await trx
            .selectFrom('job_operations')
            .select(['document_id', 'quantity', 'amount'])
            .where('id', '=', operationId)
            .executeTakeFirst();
    return {
      id: Number(id),
      documentId,
      kind: input.kind,
      note: input.note ?? '',
      at,
      stop: stop?.document_id ?? null,
      latitude: input.position?.lat ?? null,
      longitude: input.position?.lng ?? null,
      waitingMinutes,
      operation: operation
        ? {
            documentId: operation.document_id,
            quantity: operation.quantity == null ? null : Number(operation.quantity),
            amount: operation.amount == null ? null : Number(operation.amount),
          }
        : null,
      photos: photos.map((photo) => ({ id: photo.id, url: photo.url })),
      createdAt: now,
    };
  });
  if (!replayed) {
    const ref = { id: Number(job.id), documentId: job.document_id };
    app.publish('jobs', 'problem', { ...ref, problem: answer.documentId, kind: answer.kind });
    if (answer.operation) app.publish('jobs', 'updated', ref);
    app.customerNotices.wake();
  }
  return answer;
};
