import { truckInputSchema, truckUpdateSchema, type TruckStatus } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { trucksType } from '../content-types';
import { assertTruckDeletable, assertTruckRules, recordOdometer } from '../services/fleet-rules';
import { addTruckTyres } from '../services/tyre-decorations';
import { registerSortedByDrivers } from './trucks-sorted-route';
import { answersDerived, withoutVirtualPopulate } from './virtual-populate';

type TruckDates = { truckStatus?: TruckStatus; truckSoldDate?: string | null; truckBoughtDate?: string | null };

/** /api/trucks: CRUD with the truck rules, odometer history, the flat tyre object and sorted planning list. */
export const trucksRoutes = async (app: FastifyInstance): Promise<void> => {
  // `tyre` is derived, not a relation: answered unless `fields` leaves it out, and populating it is fine.
  const withTyre = new WeakSet<object>();
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'POST' && request.method !== 'PUT') return;
    if (answersDerived(request.query, withoutVirtualPopulate(request, ['tyre']), 'tyre')) withTyre.add(request);
  });
  registerSortedByDrivers(app);
  const now = () => new Date().toISOString();
  registerCollectionRoutes(app, {
    contentType: trucksType,
    resource: 'trucks',
    createSchema: truckInputSchema,
    updateSchema: truckUpdateSchema,
    hooks: {
      beforeCreate: (ctx) => assertTruckRules(ctx.data as TruckDates),
      beforeUpdate: async (ctx, existing) => {
        assertTruckRules({ ...existing, ...ctx.data } as TruckDates);
        const reading = ctx.data.odometer;
        if (typeof reading === 'number' && reading !== existing.odometer) {
          const outcome = await recordOdometer(ctx.trx, existing.id, Number(existing.odometer), reading, now());
          ctx.data.odometer = outcome.odometer;
          ctx.warnings.push(...outcome.warnings);
        }
      },
      beforeDelete: (ctx, existing) => assertTruckDeletable(ctx.trx, { id: existing.id, truck_number: existing.truckNumber }),
      afterWrite: async (ctx) => {
        if (ctx.action === 'create' && typeof ctx.data.odometer === 'number' && ctx.data.odometer > 0) {
          await recordOdometer(ctx.trx, ctx.id, null, ctx.data.odometer, now());
        }
      },
      decorate: async (entries, ctx) => {
        await addTruckTyres(ctx.db, entries, ctx.version);
        if (!withTyre.has(ctx.request)) for (const entry of entries) delete entry.tyre;
      },
    },
  });
};
