import { customerFilterInputSchema, customerFilterUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { filtersType } from './content-types';
import { createEntryRepository } from './entry-repository';
import { type IdParams, readData, readOne, reader } from './route-helpers';
import { viewerOf } from '../../content/access';

const filters = createEntryRepository(filtersType);

/** Saved filters are personal: another user's filter answers 404, as if it did not exist. */
const ownFilter = async (app: FastifyInstance, request: FastifyRequest<{ Params: IdParams }>) => {
  const row = await filters.findByRef(app.db, request.params.id);
  if (!row || Number(row.owner_id) !== Number(request.user.id)) throw notFound('Customer filter not found');
  return row;
};

const withOwnerOnly = (query: unknown, ids: number[]): Record<string, unknown> => {
  const params = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const own = { id: { $in: ids.length > 0 ? ids : [0] } };
  return { ...params, filters: params.filters ? { $and: [params.filters, own] } : own };
};

export const filtersRoutes = async (app: FastifyInstance): Promise<void> => {
  const can = (action: 'read' | 'create' | 'update' | 'delete') => app.authorize('customer-filters', action);

  app.get('/api/customer-filters', { preHandler: can('read') }, async (request) => {
    const own = await app.db.selectFrom('customer_filters').select('id').where('owner_id', '=', Number(request.user.id)).execute();
    return reader(app, filtersType).find(withOwnerOnly(request.query, own.map((row) => Number(row.id))), viewerOf(request));
  });

  app.get<{ Params: IdParams }>('/api/customer-filters/:id', { preHandler: can('read') }, async (request) => {
    const row = await ownFilter(app, request);
    return { data: await readOne(app, viewerOf(request), filtersType, Number(row.id)), meta: {} };
  });

  app.post('/api/customer-filters', { preHandler: can('create') }, async (request, reply) => {
    const values = readData(customerFilterInputSchema, request.body);
    const row = await app.db.transaction().execute((trx) => filters.insert(trx, values, { owner_id: Number(request.user.id) }));
    return reply.status(201).send({ data: await readOne(app, viewerOf(request), filtersType, Number(row.id)), meta: {} });
  });

  app.put<{ Params: IdParams }>('/api/customer-filters/:id', { preHandler: can('update') }, async (request) => {
    const existing = await ownFilter(app, request);
    const values = readData(customerFilterUpdateSchema, request.body);
    await app.db.transaction().execute((trx) => filters.update(trx, Number(existing.id), values));
    return { data: await readOne(app, viewerOf(request), filtersType, Number(existing.id)), meta: {} };
  });

  app.delete<{ Params: IdParams }>('/api/customer-filters/:id', { preHandler: can('delete') }, async (request, reply) => {
    const existing = await ownFilter(app, request);
    await app.db.transaction().execute((trx) => filters.remove(trx, Number(existing.id)));
    return reply.status(204).send();
  });
};
