import { customerFilterInputSchema, customerFilterUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CollectionRouteOptions, type EntryData, runWrite, viewerOf } from '../../../content';
import { notFound } from '../../../http/errors';
import { filtersType } from '../content-types';
import { filterOwner, ownFilterIds } from '../repository/customers-repository';
import { type IdParams, readOne, reader } from './route-helpers';

/** Saved filters are personal: another user's filter answers 404, as if it did not exist. */
const ownOnly = async (ctx: { trx: Parameters<typeof filterOwner>[0]; request: FastifyRequest }, existing: EntryData) => {
  if ((await filterOwner(ctx.trx, existing.id)) !== Number(ctx.request.user.id)) throw notFound('Customer filter not found');
};

const withOwnerOnly = (query: unknown, ids: number[]): Record<string, unknown> => {
  const params = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const own = { id: { $in: ids.length > 0 ? ids : [0] } };
  return { ...params, filters: params.filters ? { $and: [params.filters, own] } : own };
};

const options: CollectionRouteOptions = {
  contentType: filtersType,
  createSchema: customerFilterInputSchema,
  updateSchema: customerFilterUpdateSchema,
  hooks: {
    beforeCreate: (ctx) => {
      ctx.data.ownerId = Number(ctx.request.user.id);
    },
    beforeUpdate: ownOnly,
    beforeDelete: ownOnly,
  },
};

/** Reads are scoped to the owner here; writes go through the engine's write path with the owner rule as hooks. */
export const filtersRoutes = async (app: FastifyInstance): Promise<void> => {
  const can = (action: 'read' | 'create' | 'update' | 'delete') => app.authorize('customer-filters', action);
  const written = async (request: FastifyRequest, reply: FastifyReply, action: 'create' | 'update', ref: string | null) => {
    const outcome = await runWrite(app, request, options, action, ref);
    return reply.status(action === 'create' ? 201 : 200).send({ data: outcome?.entry, meta: {} });
  };

  app.get(
    '/api/customer-filters',
    {
      preHandler: can('read'),
      config: { openapi: { entry: filtersType, list: true } },
      schema: { summary: 'The user’s saved customer filters', tags: ['customer-filters'] },
    },
    async (request) =>
      reader(app, filtersType).find(withOwnerOnly(request.query, await ownFilterIds(app.db, Number(request.user.id))), viewerOf(request)),
  );

  app.get<{ Params: IdParams }>(
    '/api/customer-filters/:id',
    {
      preHandler: can('read'),
      config: { openapi: { entry: filtersType } },
      schema: { summary: 'One saved customer filter', tags: ['customer-filters'] },
    },
    async (request) => {
      const entry = await readOne(app, viewerOf(request), filtersType, request.params.id);
      if ((await filterOwner(app.db, Number(entry.id))) !== Number(request.user.id)) throw notFound('Customer filter not found');
      return { data: entry, meta: {} };
    },
  );

  app.post(
    '/api/customer-filters',
    {
      preHandler: can('create'),
      schema: { summary: 'Save a customer filter (body {data})', tags: ['customer-filters'] },
      config: { openapi: { status: 201, entry: filtersType, body: customerFilterInputSchema } },
    },
    async (request, reply) => written(request, reply, 'create', null),
  );
  app.put<{ Params: IdParams }>(
    '/api/customer-filters/:id',
    {
      preHandler: can('update'),
      config: { openapi: { entry: filtersType, body: customerFilterUpdateSchema } },
      schema: { summary: 'Update a saved customer filter (body {data})', tags: ['customer-filters'] },
    },
    async (request, reply) => written(request, reply, 'update', request.params.id),
  );
  app.delete<{ Params: IdParams }>(
    '/api/customer-filters/:id',
    {
      preHandler: can('delete'),
      schema: { summary: 'Delete a saved customer filter', tags: ['customer-filters'] },
      config: { openapi: { status: 204 } },
    },
    async (request, reply) => {
      const outcome = await runWrite(app, request, options, 'delete', request.params.id);
      if (!outcome) throw notFound('Customer filter not found');
      return reply.status(204).send();
    },
  );
};
