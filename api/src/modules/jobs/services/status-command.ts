import { type JobStatus, jobStatusMoveSchema } from '@haulage/shared/contracts';
import { type CommandContext, defineCommand, type FieldCommands } from '../../../content';
import { fieldErrors, forbidden, HttpError } from '../../../http/errors';
import { type MoveRefusal, moveJobStatus } from '../model/job-status';
import { actorOf, recordStatusMove, settleJob } from './job-writer';

export const refusalError = (refusal: MoveRefusal): HttpError => {
  if (refusal.status === 409) return new HttpError(409, 'ConflictError', refusal.message, {});
  if (refusal.status === 403) return forbidden(refusal.message);
  return fieldErrors([{ path: [refusal.field ?? 'status'], message: refusal.message, name: 'ValidationError' }]);
};

/** The machine's move with its side effects, all in the command's transaction; events after commit. */
export const applyStatusMove = async (ctx: CommandContext, to: JobStatus, reason?: string | null): Promise<void> => {
  const row = (await ctx.service.findRow(ctx.entry.id))!;
  const now = new Date().toISOString();
  const state = {
    status: row.status as JobStatus,
    kind: row.kind as 'job' | 'template',
    truck: row.truck_id,
    kmActual: row.km_actual as number | null,
    hoursActual: row.hours_actual as number | null,
    cancelReason: row.cancel_reason as string | null,
  };
  const result = moveJobStatus(state, to, ctx.request.user.type, now, reason);
  if (!result.ok) throw refusalError(result);
  await ctx.service.update(ctx.entry.id, result.values);
  await recordStatusMove(ctx.trx, ctx.dialect, {
    jobId: ctx.entry.id,
    from: result.from,
    to,
    reason: (result.values.cancelReason as string | undefined) ?? reason,
    actor: actorOf(ctx.request),
    at: now,
  });
  await settleJob(ctx.trx, ctx.dialect, ctx.entry.id, to === 'completed');
  ctx.publish('jobs', 'status-changed', { id: ctx.entry.id, documentId: ctx.entry.documentId });
};

/** POST /api/jobs/:id/status {to, reason?} */
export const statusCommand = defineCommand({
  name: 'status',
  body: jobStatusMoveSchema,
  run: async (ctx) => applyStatusMove(ctx, ctx.body.to, ctx.body.reason),
});

/** A PUT of `status` is the same move, through the same machine (a reason comes from `cancelReason`). */
export const jobFieldCommands: FieldCommands = {
  status: (value, entry) => (value === entry.status ? null : { command: statusCommand, body: { to: value } }),
};
