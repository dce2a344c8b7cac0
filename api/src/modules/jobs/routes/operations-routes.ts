import { jobOperationInputSchema, jobOperationUpdateSchema, type OperationType, type VehicleClass } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { fieldErrors } from '../../../http/errors';
import { createPricingService } from '../../customers/index';
import { jobOperationsType } from '../content-types';
import { priceOperation } from '../model/job-rating';
import { findJobByRef } from '../repository/jobs-repository';
import { settleJob } from '../services/job-writer';

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
        if (['invoiced', 'ready_to_invoice', 'cancelled'].includes(job.status))
          throw fieldErrors([
            { path: ['job'], message: `A ${job.status.replace(/_/g, ' ')} job takes no more work`, name: 'ValidationError' },
          ]);
        const pricing = createPricingService(ctx.trx, ctx.dialect);
        const agreement = await pricing.agreementFor(job.customer_id, job.planned_date ?? undefined);
        const op = ctx.data as { type: OperationType; description?: string | null; quantity: number; amount?: number | null };
        const priced = priceOperation(op, job.vehicle_class as VehicleClass, agreement, await pricing.genericModel());
        Object.assign(ctx.data, {
          job: Number(job.id),
          description: priced.description,
          quantity: priced.quantity,
          unit: priced.unit,
          unitPrice: priced.unitPrice,
          amount: priced.amount,
          source: priced.source,
        });
      },
      beforeDelete: async (ctx, existing) => {
        deletedFrom.set(ctx.request, Number((await ctx.service.findRow(existing.id))?.job_id ?? 0));
      },
      afterWrite: async (ctx) => {
        const jobId = ctx.action === 'delete' ? deletedFrom.get(ctx.request) : Number((await ctx.service.findRow(ctx.id))?.job_id ?? 0);
        if (jobId) await settleJob(ctx.trx, ctx.dialect, jobId);
      },
    },
  });
};
