import { inPublishingTransaction } from '../../../../content';
import { applicationError, notFound } from '../../../../http/errors';
import type { ServiceHost } from '../../../../ports';
import type { CustomerNotices } from '../../../messaging/index';
import { findJobForConfirmation, setEta } from '../repository/confirmation-repository';

// An ETA matters while the work is ahead: not for drafts, templates or finished jobs.
const LIVE = ['open', 'planned', 'dispatched', 'in_progress'];

/** PATCH /api/jobs/eta: the job's expected arrival and who told it; watchers see it at once. */
export const updateEta = async (
  app: ServiceHost & { customerNotices: CustomerNotices },
  input: { job: string | number; eta: string; source: string },
) => {
  const job = await findJobForConfirmation(app.db, input.job);
  if (!job) throw notFound('The job does not exist');
  if (job.kind !== 'job' || !LIVE.includes(job.status)) throw applicationError(`A ${job.status} job has no ETA to change`);
  const at = new Date().toISOString();
  const eta = new Date(input.eta).toISOString();
  await inPublishingTransaction(app, async ({ trx, publish }) => {
    await app.customerNotices.enqueue(trx, { event: 'eta_moved', jobId: Number(job.id), eta });
    await setEta(trx, job.id, eta, input.source, at);
    publish('jobs', 'updated', { id: job.id, documentId: job.document_id });
  });
  app.customerNotices.wake();
  return { data: { job: job.document_id, eta, etaSource: input.source }, meta: {} };
};
