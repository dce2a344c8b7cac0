import type { JobStopInput } from '@haulage/shared/contracts';
import type { CollectionHooks, HookContext } from '../../../content';
import { findJobRow, takeJobNumber } from '../repository/jobs-repository';
import { checkContact, checkJobUpdate } from './job-guards';
import type { RoutingProvider } from '../trips/routing/routing-provider';
import { relayTripStops } from '../trips/services/relay-trip-stops';
import { actorOf, settleJob, writeStops } from './job-writer';
import { recordActualsCorrection } from './actuals-correction';
import { checkPutPlan } from './put-plan';

// Stops are a child table, not a column: taken out of the write and written after the job's row,
// in the same transaction. Keyed by the write's request so concurrent writes never see each other's stops.
const pendingStops = new WeakMap<object, JobStopInput[]>();
// The job as it was before a PUT: whether the PUT moved its plan is known only after the write.
const rowsBefore = new WeakMap<object, NonNullable<Awaited<ReturnType<typeof findJobRow>>>>();

const takeStops = (ctx: HookContext): void => {
  const stops = ctx.data.stops as JobStopInput[] | undefined;
  delete ctx.data.stops;
  if (stops) pendingStops.set(ctx.request, stops);
};

/**
 * The rules, numbering, stops, rating and a PUT's planning conflicts around the engine's create and
 * update of a job. `routing` measures the trip again when a PUT changes a job's stops.
 */
export const jobHooks = (routing: RoutingProvider): CollectionHooks => ({
  beforeCreate: async (ctx) => {
    await checkContact(ctx.trx, ctx.data.customer as string | number, ctx.data.contact as string | number | null);
    takeStops(ctx);
    ctx.data.jobNumber = await takeJobNumber(ctx.trx);
  },
  beforeUpdate: async (ctx, existing) => {
    const row = (await findJobRow(ctx.trx, existing.id))!;
    await checkJobUpdate(ctx.trx, row, ctx.data);
    rowsBefore.set(ctx.request, row);
    takeStops(ctx);
  },
  afterWrite: async (ctx) => {
    if (ctx.action === 'delete') return;
    const stops = pendingStops.get(ctx.request);
    pendingStops.delete(ctx.request);
    if (stops) await writeStops(ctx.trx, ctx.dialect, ctx.id, stops);
    if (stops && ctx.action === 'update') await relayTripStops(ctx.trx, ctx.dialect, ctx.id, routing);
    await settleJob(ctx.trx, ctx.dialect, ctx.id);
    const before = rowsBefore.get(ctx.request);
    rowsBefore.delete(ctx.request);
    if (before) await recordActualsCorrection(ctx.trx, ctx.dialect, before, actorOf(ctx.request));
    const conflicts = before ? await checkPutPlan(ctx, before) : null;
    if (conflicts) ctx.meta.conflicts = conflicts;
  },
});

/** Creates one job inside a caller's transaction (createMulti, CSV import), exactly as POST does. */
export const createJobIn = async (
  ctx: Pick<HookContext, 'trx' | 'dialect' | 'service'>,
  data: Record<string, unknown>,
): Promise<{ id: number; documentId: string }> => {
  const { stops, ...values } = data as { stops?: JobStopInput[] } & Record<string, unknown>;
  await checkContact(ctx.trx, values.customer as string | number, values.contact as string | number | null);
  const entry = await ctx.service.create({ ...values, jobNumber: await takeJobNumber(ctx.trx) });
  if (stops) await writeStops(ctx.trx, ctx.dialect, entry.id, stops);
  await settleJob(ctx.trx, ctx.dialect, entry.id);
  return { id: entry.id, documentId: entry.documentId };
};
