import { type JobMover, type JobStatus, jobStatusMoveSchema } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { type Command, type CommandContext, createContentService, defineCommand, type Dialect, type FieldCommands } from '../../../content';
import type { Database } from '../../../db/database';
import { fieldErrors, forbidden, HttpError, notFound } from '../../../http/errors';
import { jobsType } from '../content-types';
import { isRated, type MoveRefusal, moveJobStatus } from '../model/job-status';
import { type RoutingProvider, straightLineProvider } from '../trips/routing/routing-provider';
import { leaveTrip, type TripLeft } from '../trips/services/leave-trip';
import { findJobRow } from '../repository/jobs-repository';
import { type Actor, actorOf, recordStatusMove, settleJob } from './job-writer';
import { checkJobPlan } from './plan-check';

export const refusalError = (refusal: MoveRefusal): HttpError => {
  if (refusal.status === 409) return new HttpError(409, 'ConflictError', refusal.message, {});
  if (refusal.status === 403) return forbidden(refusal.message);
  return fieldErrors([{ path: [refusal.field ?? 'status'], message: refusal.message, name: 'ValidationError' }]);
};

/** Where a move runs: a transaction and who makes it (a person's type, or `system` for finance's rules). */
export interface MoveScope {
  trx: Kysely<Database>;
  dialect: Dialect;
  mover: JobMover;
  actor: Actor;
  /** Measures a trip the job leaves (default: the straight line). */
  routing?: RoutingProvider;
  /** Told when the job left a trip, so the caller publishes the trip's events after its commit. */
  onTripLeft?: (left: TripLeft) => void;
}

// Back in the pool or cancelled, a job no longer travels with the others (ADR 0020).
const LEAVES_TRIP: readonly JobStatus[] = ['open', 'cancelled'];

/**
 * The machine's move with its side effects, in the caller's transaction: the status and its stamps,
 * the history row, the re-rating. Refused moves throw the HttpError the API answers. Answers the
 * job's documentId so the caller publishes `jobs status-changed` after its commit.
 */
export const moveJob = async (scope: MoveScope, jobId: number, to: JobStatus, reason?: string | null): Promise<string> => {
  const service = createContentService(scope.trx, scope.dialect, jobsType);
  const row = await service.findRow(jobId);
  if (!row) throw notFound();
  const now = new Date().toISOString();
  const state = {
    status: row.status as JobStatus,
    kind: row.kind as 'job' | 'template',
    truck: row.truck_id,
    kmActual: row.km_actual as number | null,
    hoursActual: row.hours_actual as number | null,
    cancelReason: row.cancel_reason as string | null,
  };
  const result = moveJobStatus(state, to, scope.mover, now, reason);
  if (!result.ok) throw refusalError(result);
  await service.updateRow(jobId, result.values);
  if (LEAVES_TRIP.includes(to) && row.trip_id != null) {
    const left = await leaveTrip(scope.trx, jobId, scope.routing ?? straightLineProvider);
    if (left) scope.onTripLeft?.(left);
  }
  await recordStatusMove(scope.trx, scope.dialect, {
    jobId,
    from: result.from,
    to,
    reason: (result.values.cancelReason as string | undefined) ?? reason,
    actor: scope.actor,
    at: now,
  });
  // Only a job still priced by its agreement (or completing now) is re-rated; the rest keep their snapshot.
  if (to === 'completed' || isRated(to, state.kind)) await settleJob(scope.trx, scope.dialect, jobId, to === 'completed');
  return String(row.document_id);
};

/**
 * A move made by the signed-in person in a command: the trip a job leaves is measured by the
 * module's `routing` and told after commit.
 */
export const moveScopeOf = (ctx: CommandContext, routing: RoutingProvider): MoveScope => {
  const onTripLeft = ({ trip, dissolved, freed }: TripLeft) => {
    ctx.publish('trips', dissolved ? 'deleted' : 'updated', trip);
    for (const job of freed) ctx.publish('jobs', 'updated', job);
  };
  return {
    trx: ctx.trx,
    dialect: ctx.dialect,
    mover: ctx.request.user.type,
    actor: actorOf(ctx.request),
    routing,
    onTripLeft,
  };
};

/** The machine's move of the addressed job, made by the signed-in person; events after commit. */
export const applyStatusMove = async (
  ctx: CommandContext,
  routing: RoutingProvider,
  to: JobStatus,
  reason?: string | null,
): Promise<void> => {
  await moveJob(moveScopeOf(ctx, routing), ctx.entry.id, to, reason);
  ctx.publish('jobs', 'status-changed', { id: ctx.entry.id, documentId: ctx.entry.documentId });
};

/**
 * POST /api/jobs/:id/status {to, reason?}. A move to `planned` puts the job on its truck and day
 * (or back there from dispatched): checked as a drop is and answered as `meta.conflicts`; from
 * open, a sold truck is the drop's 409. `routing` measures a trip the job leaves.
 */
export const statusCommand = (routing: RoutingProvider) =>
  defineCommand({
    name: 'status',
    body: jobStatusMoveSchema,
    run: async (ctx) => {
      await applyStatusMove(ctx, routing, ctx.body.to, ctx.body.reason);
      if (ctx.body.to !== 'planned') return;
      const row = (await findJobRow(ctx.trx, ctx.entry.id))!;
      if (row.truck_id == null || !row.planned_date) return;
      const conflicts = await checkJobPlan(
        ctx.trx,
        ctx.dialect,
        row,
        ctx.entry.status === 'planned' || ctx.entry.status === 'dispatched' ? 'none' : 'blocking',
      );
      return { meta: { conflicts } };
    },
  });

/** A PUT of `status` is the same move, through the same machine (a reason comes from `cancelReason`). */
export const jobFieldCommands = (status: Command): FieldCommands => ({
  status: (value, entry) => (value === entry.status ? null : { command: status, body: { to: value } }),
});
