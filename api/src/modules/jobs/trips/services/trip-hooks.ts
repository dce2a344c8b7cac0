import type { CollectionHooks } from '../../../../content';
import { tripRevenue, tripStatusOf } from '../model/trip-status';
import { takeTripNumber, tripJobFacts } from '../repository/trip-repository';
import type { RoutingProvider } from '../routing/routing-provider';
import { combineJobs } from './create-trip';

type Ref = string | number;

/**
 * A new trip's jobs are not a column: they are taken out of the body before the row is written
 * and combined after it, in the same transaction (create-trip).
 */
export const tripHooks = (provider: RoutingProvider): CollectionHooks => {
  const baskets = new WeakMap<object, Ref[]>();
  return {
    beforeCreate: async (ctx) => {
      baskets.set(ctx.data, ctx.data.jobs as Ref[]);
      delete ctx.data.jobs;
      ctx.data.tripNumber = await takeTripNumber(ctx.trx);
    },
    afterWrite: async (ctx) => {
      const refs = baskets.get(ctx.data);
      if (ctx.action === 'create' && refs) await combineJobs(ctx, refs, provider);
    },
    // Status and revenue follow the jobs, so they are read with them (one query per answer).
    decorate: async (entries, ctx) => {
      const facts = await tripJobFacts(
        ctx.db,
        entries.map((entry) => entry.id),
      );
      for (const entry of entries) {
        const jobs = facts.filter((job) => Number(job.trip_id) === entry.id);
        entry.status = tripStatusOf(jobs.map((job) => job.status));
        entry.revenue = tripRevenue(jobs.map((job) => (job.price_total == null ? null : Number(job.price_total))));
        entry.jobCount = jobs.length;
      }
    },
  };
};
