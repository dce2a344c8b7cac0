import { TRIP_MAX_JOBS, tripAddJobsSchema, tripUpdateSchema } from '@haulage/shared/contracts';
import { defineCommand } from '../../../../content';
import { fieldErrors } from '../../../../http/errors';
import { checkStopOrder } from '../model/stop-order';
import { deleteTripWithStops, setJobsTrip, setStopSequence, tripCrewOf, tripStopFacts } from '../repository/trip-repository';
import type { RoutingProvider } from '../routing/routing-provider';
import { joinTrip } from './create-trip';
import { estimateTrip, refuseUnlessChangeable } from './trip-figures';

/**
 * PUT /api/trips/:id {stops: [documentId…]}: the stops in their new order. Every stop once, each
 * job's pickups before its deliveries; the km and time follow the new order.
 */
export const reorderCommand = (provider: RoutingProvider) =>
  defineCommand({
    name: 'reorder',
    route: false,
    body: tripUpdateSchema,
    run: async (ctx) => {
      await refuseUnlessChangeable(ctx.trx, ctx.entry, 'its stops can be reordered');
      const stops = await tripStopFacts(ctx.trx, ctx.entry.id);
      const idOf = (ref: string | number) =>
        Number(stops.find((s) => s.document_id === String(ref) || Number(s.id) === Number(ref))?.id ?? 0);
      const check = checkStopOrder(
        stops.map((s) => ({
          id: Number(s.id),
          jobId: Number(s.job_id),
          jobNumber: Number(s.job_number),
          type: s.type,
          jobSequence: Number(s.job_sequence),
        })),
        ctx.body.stops.map(idOf),
      );
      if (!check.ok) throw fieldErrors([{ path: ['stops'], message: check.message, name: 'ValidationError' }]);
      const now = new Date().toISOString();
      for (const [index, id] of check.order.entries()) await setStopSequence(ctx.trx, id, index + 1, now);
      await estimateTrip(ctx.trx, ctx.entry.id, provider);
    },
  });

/**
 * DELETE /api/trips/:id: the trip is taken apart while planned or
 * dispatched. Its jobs stay on their truck, driver and day, each with its own price, as before.
 */
export const splitCommand = defineCommand({
  name: 'split',
  action: 'delete',
  route: false,
  run: async (ctx) => {
    const jobs = await refuseUnlessChangeable(ctx.trx, ctx.entry, 'it can be split');
    await setJobsTrip(
      ctx.trx,
      jobs.map((job) => Number(job.id)),
      null,
      new Date().toISOString(),
    );
    await deleteTripWithStops(ctx.trx, ctx.entry.id);
    for (const job of jobs) ctx.publish('jobs', 'updated', { id: Number(job.id), documentId: job.document_id });
    ctx.publish('trips', 'deleted', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    return { deleted: true };
  },
});

/**
 * POST /api/trips/:id/jobs {jobs}: more jobs join a trip while it is planned or dispatched, on its
 * truck, driver and day, with the same checks and assignment as a new trip; their stops go last.
 */
export const addJobsCommand = (provider: RoutingProvider) =>
  defineCommand({
    name: 'jobs',
    body: tripAddJobsSchema,
    run: async (ctx) => {
      const current = await refuseUnlessChangeable(ctx.trx, ctx.entry, 'jobs can be added');
      if (current.length + ctx.body.jobs.length > TRIP_MAX_JOBS)
        throw fieldErrors([{ path: ['jobs'], message: `A trip combines at most ${TRIP_MAX_JOBS} jobs`, name: 'ValidationError' }]);
      const crew = { id: ctx.entry.id, ...(await tripCrewOf(ctx.trx, ctx.entry.id)) };
      await joinTrip(ctx, crew, ctx.body.jobs, provider);
      ctx.publish('trips', 'updated', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    },
  });
