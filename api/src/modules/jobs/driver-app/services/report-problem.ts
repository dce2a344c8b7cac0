import { createId } from '@paralleldrive/cuid2';
import type { JobProblem, ProblemInput, VehicleClass } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createContentService } from '../../../../content';
import type { Database } from '../../../../db/database';
import { createPricingService } from '../../../customers/index';
import { jobOperationsType } from '../../content-types';
import { priceOperation } from '../../model/job-rating';
import { isRated } from '../../model/job-status';
import { settleJob } from '../../services/job-writer';
import { waitingMinutesOf } from '../model/actuals';
import { findJobStop } from '../repository/stop-repository';
import { applyOnce, type DriverContext, findOwnJob, lockJob, refusedField } from './driver-action';

type Db = Kysely<Database>;
type JobRow = Awaited<ReturnType<typeof findOwnJob>>;

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Waiting at a stop, priced by the customer's agreement: within its free time it costs nothing and
 * becomes no line; past it, a `waiting_time` operation. A later report at the same stop replaces the
 * earlier line (the wait has only grown), so a stop is charged once.
 */
const priceWaiting = async (trx: Db, app: FastifyInstance, job: JobRow, stopId: number, minutes: number): Promise<number | null> => {
  const pricing = createPricingService(trx, app.dialect);
  const agreement = await pricing.agreementFor(job.customer_id, job.planned_date ?? undefined);
  const hours = Math.round((minutes / 60) * 100) / 100;
  const priced = priceOperation(
    { type: 'waiting_time', quantity: hours },
    job.vehicle_class as VehicleClass,
    agreement,
    await pricing.genericModel(),
  );
  const operations = createContentService(trx, app.dialect, jobOperationsType);
  const earlier = await trx
    .selectFrom('job_problems')
    .select(['id', 'operation_id'])
    .where('stop_id', '=', stopId)
    .where('operation_id', 'is not', null)
    .execute();
  for (const row of earlier) {
    await operations.delete(Number(row.operation_id));
    await trx.updateTable('job_problems').set({ operation_id: null }).where('id', '=', row.id).execute();
  }
  if (priced.amount <= 0) return null;
  return operations.insertRow({
    job: Number(job.id),
    type: 'waiting_time',
    description: priced.description,
    quantity: priced.quantity,
    unit: priced.unit,
    unitPrice: priced.unitPrice,
    amount: priced.amount,
    source: priced.source,
  });
};

/**
 * POST /api/jobs/:id/problems: stored on the job, heard live by dispatchers; waiting past the
 * agreement's free time becomes a priced `waiting_time` operation. Applied once per phone-made id.
 */
export const reportProblem = async (app: FastifyInstance, driver: DriverContext, jobRef: string, input: ProblemInput) => {
  const job = await findOwnJob(app.db, driver, jobRef);
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
        user_id: driver.userId,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
