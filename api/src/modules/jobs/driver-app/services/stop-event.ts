import type { StopEventInput, StopEventResult } from '@haulage/shared/contracts';
import type { DriverAppHost } from './driver-host';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { moveJob } from '../../services/status-command';
import { checkStopEvent } from '../model/stop-order';
import { findJobStop, stampStop, stopsInRun } from '../repository/stop-repository';
import { applyOnce, type DriverContext, findOwnJob, lockJob, refusedField } from './driver-action';

type JobRow = Awaited<ReturnType<typeof findOwnJob>>;

/** The first arrival starts the job: through `dispatched` when it was only planned, by the one machine. */
const startJob = async (app: DriverAppHost, trx: Kysely<Database>, driver: DriverContext, job: JobRow): Promise<string> => {
  const scope = { trx, dialect: app.dialect, mover: 'driver' as const, actor: { id: driver.userId, name: driver.userName } };
  let status = job.status;
  if (status === 'planned') status = (await moveJob(scope, Number(job.id), 'dispatched'), 'dispatched');
  if (status === 'dispatched') status = (await moveJob(scope, Number(job.id), 'in_progress'), 'in_progress');
  return status;
};

/**
 * POST /api/jobs/:id/stop-events: stamps the stop's arrival or departure, in the road's order; the
 * first arrival starts the job. Applied once per phone-made id; boards hear of it after the commit.
 */
export const recordStopEvent = async (app: DriverAppHost, driver: DriverContext, jobRef: string, input: StopEventInput) => {
  const found = await findOwnJob(app.db, driver, jobRef);
  const at = new Date(input.at).toISOString();
  const { answer, replayed } = await applyOnce<StopEventResult>(app, driver, input.clientId, 'stop-event', async (trx) => {
    const job = await lockJob(trx, app, Number(found.id));
    const stop = await findJobStop(trx, Number(job.id), input.stop);
    if (!stop) throw refusedField('stop', 'The stop is not one of the job’s stops');
    // Leaving the last delivery after its proof completed the job still stamps the departure.
    const open = ['planned', 'dispatched', 'in_progress'].includes(job.status) || (job.status === 'completed' && input.type === 'departed');
    if (!open) throw refusedField('stop', `A ${job.status} job takes no more stop events`);
    const check = checkStopEvent(await stopsInRun(trx, job), Number(stop.id), input.type, at);
    if (!check.ok) throw refusedField(check.field, check.message);
    await stampStop(trx, Number(stop.id), check.column, at);
    const status = input.type === 'arrived' ? await startJob(app, trx, driver, job) : job.status;
    // Leaving the last pickup is "loaded", leaving the last delivery "delivered": told in this transaction.
    const told = stop.type === 'pickup' ? 'loaded' : stop.type === 'delivery' ? 'delivered' : null;
    if (input.type === 'departed' && told) await app.customerNotices.enqueue(trx, { event: told, jobId: Number(job.id), at });
    return {
      job: { documentId: job.document_id, status },
      stop: {
        documentId: stop.document_id,
        arrivedAt: input.type === 'arrived' ? at : stop.arrived_at ? new Date(stop.arrived_at).toISOString() : null,
        departedAt: input.type === 'departed' ? at : null,
      },
    };
  });
  if (!replayed) {
    const ref = { id: Number(found.id), documentId: found.document_id };
    app.publish('jobs', answer.job.status === found.status ? 'updated' : 'status-changed', ref);
    app.publish('jobs', 'stop-event', { ...ref, stop: answer.stop.documentId, type: input.type, at });
    app.customerNotices.wake();
  }
  return answer;
};
