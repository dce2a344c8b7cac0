import { type FieldError, officeToday, tyreSetInputSchema, tyreSetUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContentService, queryLimitsOf, registerCollectionRoutes, viewerOf } from '../../../content';
import { fieldErrors, notFound } from '../../../http/errors';
import { tyresType } from '../content-types';
import { winterCheck } from '../model/tyres';
import { tyreSetsByTruck } from '../repository/fleet-repository';
import { mountTyreSet, type TyreMoveResult, unmountTyreSet } from '../services/tyre-service';
import { addTyreMileage } from '../services/tyre-decorations';

const statusByRoute: FieldError = {
  path: ['status'],
  message: 'Mount or take off a tyre set with POST /api/tyres/:id/mount or /api/tyres/:id/unmount',
  name: 'ValidationError',
};

/** /api/tyres: seasonal sets; mileage comes from the odometer at mount and unmount. */
export const tyresRoutes = async (app: FastifyInstance): Promise<void> => {
  const answerMove = async (request: FastifyRequest, result: TyreMoveResult) => {
    const entry = await createContentService(app.db, app.dialect, tyresType, queryLimitsOf(app.config)).findOne(result.id, request.query, viewerOf(request));
    if (!entry) throw notFound();
    await addTyreMileage(app.db, [entry]);
    const changed = await app.db.selectFrom('tyre_sets').select(['id', 'document_id']).where('id', 'in', result.changedIds.length > 0 ? result.changedIds : [0]).execute();
    for (const r of changed) app.publish('tyres', 'updated', { id: Number(r.id), documentId: r.document_id });
    const row = await app.db.selectFrom('tyre_sets').select('truck_id').where('id', '=', result.id).executeTakeFirstOrThrow();
    const sets = (await tyreSetsByTruck(app.db, [Number(row.truck_id)])).get(Number(row.truck_id)) ?? [];
    const warnings = winterCheck(sets, officeToday());
    return { data: entry, meta: warnings.length > 0 ? { warnings } : {} };
  };

  app.post<{ Params: { id: string } }>('/api/tyres/:id/mount', { preHandler: app.authorize('tyres', 'update') }, async (request) =>
    answerMove(request, await mountTyreSet(app.db, request.params.id, new Date().toISOString())),
  );
  app.post<{ Params: { id: string } }>('/api/tyres/:id/unmount', { preHandler: app.authorize('tyres', 'update') }, async (request) =>
    answerMove(request, await unmountTyreSet(app.db, request.params.id, new Date().toISOString())),
  );

  registerCollectionRoutes(app, {
    contentType: tyresType,
    createSchema: tyreSetInputSchema,
    updateSchema: tyreSetUpdateSchema,
    hooks: {
      beforeCreate: (ctx) => {
        // A new set is registered stored; mounting goes through /mount so the axle stays consistent.
        if (ctx.data.status === 'mounted') throw fieldErrors([statusByRoute]);
      },
      beforeUpdate: (ctx, existing) => {
        const status = ctx.data.status;
        if (status !== undefined && status !== existing.status && (status === 'mounted' || existing.status === 'mounted')) {
          throw fieldErrors([statusByRoute]);
        }
        if (existing.status === 'mounted' && ctx.data.truck !== undefined) {
          throw fieldErrors([{ path: ['truck'], message: 'Take the set off before moving it to another truck', name: 'ValidationError' }]);
        }
      },
      decorate: (entries, ctx) => addTyreMileage(ctx.db, entries),
    },
  });
};
