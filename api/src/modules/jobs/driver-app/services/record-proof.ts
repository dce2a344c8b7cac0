import { createId } from '@paralleldrive/cuid2';
import { type JobProof, proofFieldsSchema } from '@haulage/shared/contracts';
import type { DriverAppHost } from './driver-host';
import { readBody } from '../../../../content';
import { isImage, storeFiles } from '../../../auth/index';
import type { ProofParts } from '../routes/proof-parts';
import { findAppliedAnswer } from '../repository/applied-actions';
import { jobFileName, ownJobFiles } from '../repository/job-files';
import { findJobStop, jobStopRows } from '../repository/stop-repository';
import { completeWithActuals } from './complete-job';
import { applyOnce, type DriverContext, findOwnJob, lockJob, refusedField } from './driver-action';

export type ProofAnswer = JobProof & { jobStatus: string };

/** Every file must be a picture (the bytes decide, not the name): a PNG signature, JPEG/PNG/WebP photos. */
const assertImages = async (parts: ProofParts): Promise<void> => {
  if (!parts.signature) throw refusedField('signature', 'Draw the receiver’s signature (a PNG image)');
  if (!(await isImage(parts.signature.bytes))) throw refusedField('signature', 'signature is not an image');
  for (const photo of parts.photos) if (!(await isImage(photo.bytes))) throw refusedField('photos', `${photo.filename} is not an image`);
};

/**
 * POST /api/jobs/:id/proofs: the receiver's name, signature and photos at a delivery, the files
 * stored through the uploads module. The last delivery's proof completes the job with its actuals.
 */
export const recordProof = async (app: DriverAppHost, driver: DriverContext, jobRef: string, parts: ProofParts) => {
  const job = await findOwnJob(app.db, driver, jobRef);
  const input = readBody(proofFieldsSchema, parts.fields) as {
    stop: string;
    signedBy: string;
    clientId: string;
    at?: string;
    lat?: number;
    lng?: number;
  };
  const earlier = await findAppliedAnswer(app.db, driver.userId, input.clientId);
  if (earlier !== undefined) return earlier as ProofAnswer;
  const stop = await findJobStop(app.db, Number(job.id), input.stop);
  if (!stop) throw refusedField('stop', 'The stop is not one of the job’s stops');
  if (stop.type !== 'delivery') throw refusedField('stop', 'A proof of delivery is taken at a delivery');
  if (!['dispatched', 'in_progress'].includes(job.status)) throw refusedField('stop', `A ${job.status} job takes no proof of delivery`);
  await assertImages(parts);
  const jobNumber = Number(job.job_number);
  const [signature, ...photos] = await storeFiles(app, [
    { ...parts.signature!, filename: jobFileName(jobNumber, 'signature', 0, parts.signature!.filename) },
    ...parts.photos.map((photo, index) => ({ ...photo, filename: jobFileName(jobNumber, 'proof-photo', index, photo.filename) })),
  ]);
  const at = new Date(input.at ?? Date.now()).toISOString();
  const { answer, replayed } = await applyOnce<ProofAnswer>(app, driver, input.clientId, 'proof', async (trx) => {
    await lockJob(trx, app, Number(job.id));
    const now = new Date().toISOString();
    const documentId = createId();
    const { id } = await trx
      .insertInto('job_proofs')
      .values({
        document_id: documentId,
        job_id: Number(job.id),
        stop_id: Number(stop.id),
        signed_by: input.signedBy,
        at,
        latitude: input.lat ?? null,
        longitude: input.lng ?? null,
        signature_file_id: signature!.id,
        photo_file_ids: JSON.stringify(photos.map((p) => p.id)),
        user_id: driver.userId,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ownJobFiles(
      trx,
      { id: Number(job.id), jobNumber },
      [{ id: signature!.id, source: 'signature' }, ...photos.map((photo) => ({ id: photo.id, source: 'proof_photo' as const }))],
      { at, latitude: input.lat ?? null, longitude: input.lng ?? null },
    );
    const deliveries = (await jobStopRows(trx, Number(job.id))).filter((s) => s.type === 'delivery').map((s) => Number(s.id));
    const proved = new Set(
      (await trx.selectFrom('job_proofs').select('stop_id').where('job_id', '=', Number(job.id)).execute()).map((r) => Number(r.stop_id)),
    );
    const completed = deliveries.every((d) => proved.has(d)) && (await completeWithActuals(app, trx, driver, Number(job.id), at));
    if (completed) await app.customerNotices.enqueue(trx, { event: 'delivered', jobId: Number(job.id), at, signedBy: input.signedBy });
    return {
      id: Number(id),
      documentId,
      stop: stop.document_id,
      signedBy: input.signedBy,
      at,
      latitude: input.lat ?? null,
      longitude: input.lng ?? null,
      signature: { id: signature!.id, url: signature!.url },
      photos: photos.map((p) => ({ id: p.id, url: p.url })),
      createdAt: now,
      jobStatus: completed ? 'completed' : job.status,
    };
  });
  if (!replayed) {
    const ref = { id: Number(job.id), documentId: job.document_id };
    app.publish('jobs', 'proof', { ...ref, proof: answer.documentId });
    app.publish('jobs', answer.jobStatus === job.status ? 'updated' : 'status-changed', ref);
    app.customerNotices.wake();
  }
  return answer;
};
