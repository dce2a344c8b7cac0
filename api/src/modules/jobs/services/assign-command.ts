import { jobAssignSchema } from '@haulage/shared/contracts';
import { defineCommand } from '../../../content';
import { assignJob } from './assign-job';
import { actorOf } from './job-writer';
import { tripMoveRefusal } from './plan-check';

/**
 * POST /api/jobs/:id/assign {truck, driver?, plannedDate, trailers?}: a board drop. Plans an open
 * job (or re-plans a planned/dispatched one); the driver and trailers default to the truck's own.
 * Conflicts answer as `meta.conflicts`; a sold truck is a 409 and nothing is written.
 */
export const assignCommand = defineCommand({
  name: 'assign',
  body: jobAssignSchema,
  run: async (ctx) => {
    const row = (await ctx.service.findRow(ctx.entry.id))!;
    if (row.trip_id != null) throw tripMoveRefusal(Number(row.job_number));
    const conflicts = await assignJob(
      {
        trx: ctx.trx,
        dialect: ctx.dialect,
        service: ctx.service,
        jobId: ctx.entry.id,
        mover: ctx.request.user.type,
        actor: actorOf(ctx.request),
      },
      ctx.body,
    );
    ctx.publish('jobs', 'assigned', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    return { meta: { conflicts } };
  },
});
