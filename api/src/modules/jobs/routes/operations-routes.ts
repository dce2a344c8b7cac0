import { jobOperationInputSchema, jobOperationUpdateSchema, type OperationType, type VehicleClass } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerCollectionRoutes } from '../../../content';
import type { Database } from '../../../db/database';
import { fieldErrors } from '../../../http/errors';
import { createPricingService } from '../../customers/index';
import { jobOperationsType } from '../content-types';
import { priceOperation } from '../model/job-rating';
import { findJobByRef, findJobRow } from '../repository/jobs-repository';
import { refuseLockedWrite } from '../services/job-guards';
import { settleJob } from '../services/job-writer';

/** Extra work on an invoiced job, or one ready to invoice, would change a settled price. */
const refuseLockedJob = async (db: Kysely<Database>, jobId: unknown): Promise<void> => {
  const job = jobId == null ? undefined : await findJobRow(db, Number(jobId));
  if (job) refuseLockedWrite(job, { kind: 'operation' });
};

// The job of an operation being deleted, read before its row goes (keyed by request).
const deletedFrom = new WeakMap<object, number>();

/** /api/job-operations: extra work priced on create; the job's total follows in the same transaction. */
export const operationsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: jobOperationsType,
    createSchema: jobOperationInputSchema,
    updateSchema: jobOperationUpdateSchema,
    hooks: {
      beforeCreate: async (ctx) => {
        const job = await findJobByRef(ctx.trx, ctx.data.job as string | number);
        if (!job) throw fieldErrors([{ path: ['job'], message: 'The job does not exist', name: 'ValidationError' }]);
        refuseLockedWrite(job, { kind: 'operation' });
        if (job.status === 'cancelled')
          throw fieldErrors([{ path: ['job'], message: 'A cancelled job takes no more work', name: 'ValidationError' }]);
        const pricing = createPricingService(ctx.trx, ctx.dialect);
        const agreement = await pricing.agreementFor(job.customer_id, job.planned_date ?? undefined);
        const op = ctx.data as { type: OperationType; description?: string | null; quantity: number; amount?: number | null };
        const priced = priceOperation(op, job.vehicle_class as VehicleClass, agreement, await pricing.genericModel());
        Object.assign(ctx.data, {
          job: Number(job.id),
          description: priced.description,
          wording: priced.wording,
          quantity: priced.quantity,
          unit: priced.unit,
          unitPrice: priced.unitPrice,
          amount: priced.amount,
          source: priced.source,
        });
      },
      beforeUpdate: async (ctx, existing) => {
        await refuseLockedJob(ctx.trx, (await ctx.service.findRow(existing.id))?.job_id);
        // A text written over the priced one is the writer's own words: it prints as typed.
        if ('description' in ctx.data && ctx.data.description !== existing.description) ctx.data.wording = null;
      },
      beforeDelete: async (ctx, existing) => {
        const jobId = Number((await ctx.service.findRow(existing.id))?.job_id ?? 0);
        await refuseLockedJob(ctx.trx, jobId);
        deletedFrom.set(ctx.request, jobId);
      },
      afterWrite: async (ctx) => {
        const jobId = ctx.action === 'delete' ? deletedFrom.get(ctx.request) : Number((await ctx.service.findRow(ctx.id))?.job_id ?? 0);
        if (jobId) await settleJob(ctx.trx, ctx.dialect, jobId);
      },
    },
  });
};
