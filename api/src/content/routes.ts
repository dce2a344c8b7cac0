import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { notFound } from '../http/errors';
import { resourceOf, viewerOf } from './access';
import type { CollectionRouteOptions } from './hooks';
import { queryLimitsOf } from './query/bounds';
import { parseListQuery, parseReadQuery } from './query/parse-list-query';
import type { EntryData } from './serializer';
import { type ReadMeta, createContentService, listVersion } from './service';
import { runWrite } from './write-flow';

type Action = 'read' | 'create' | 'update' | 'delete';
type Authorize = (resource: string, action: Action) => preHandlerHookHandler;

const guard = (app: FastifyInstance, resource: string, action: Action): preHandlerHookHandler[] =>
  app.hasDecorator('authorize') ? [(app as unknown as { authorize: Authorize }).authorize(resource, action)] : [];

/**
 * The five Strapi routes of a collection: list, get one (documentId or id), create (201), partial
 * update, delete (204, also when already gone). Every route is behind `app.authorize`.
 */
export const registerCollectionRoutes = (app: FastifyInstance, options: CollectionRouteOptions): void => {
  const { contentType, hooks = {} } = options;
  const resource = options.resource ?? resourceOf(contentType);
  const base = `/api/${contentType.uid}`;
  const tags = [options.tag ?? contentType.uid];
  const limits = queryLimitsOf(app.config);
  const decorate = async (entries: EntryData[], request: FastifyRequest, version?: string | null) => {
    if (hooks.decorate && entries.length > 0) await hooks.decorate(entries, { request, db: app.db, dialect: app.dialect, version });
  };
  const schema = (summary: string) => ({ summary, tags });

  app.get(base, { preHandler: guard(app, resource, 'read'), schema: schema(`List ${contentType.uid} (filters, sort, fields, populate, pagination)`) }, async (request) => {
    const plan = parseListQuery(contentType, request.query, limits, viewerOf(request));
    const version = await listVersion(app.db, app.dialect);
    const result = await createContentService(app.db, app.dialect, contentType, limits).findPlan(plan, version);
    await decorate(result.data, request, version);
    return result;
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { preHandler: guard(app, resource, 'read'), schema: schema(`Get one of ${contentType.uid} by documentId or id`) }, async (request) => {
    const plan = parseReadQuery(contentType, request.query, viewerOf(request), limits);
    const meta: ReadMeta = {};
    const entry = await createContentService(app.db, app.dialect, contentType, limits).findOnePlan(request.params.id, plan, meta);
    if (!entry) throw notFound();
    await decorate([entry], request);
    return { data: entry, meta };
  });

  const answer = async (request: FastifyRequest, outcome: Awaited<ReturnType<typeof runWrite>>) => {
    if (!outcome?.entry) throw notFound();
    await decorate([outcome.entry], request);
    return { data: outcome.entry, meta: outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {} };
  };

  app.post(base, { preHandler: guard(app, resource, 'create'), schema: schema(`Create one of ${contentType.uid} (body {data})`) }, async (request, reply) => {
    const body = await answer(request, await runWrite(app, request, options, 'create', null));
    return reply.status(201).send(body);
  });

  app.put<{ Params: { id: string } }>(`${base}/:id`, { preHandler: guard(app, resource, 'update'), schema: schema(`Update one of ${contentType.uid} (partial, body {data})`) }, async (request) =>
    answer(request, await runWrite(app, request, options, 'update', request.params.id)),
  );

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { preHandler: guard(app, resource, 'delete'), schema: schema(`Delete one of ${contentType.uid}`) }, async (request, reply) => {
    await runWrite(app, request, options, 'delete', request.params.id);
    return reply.status(204).send();
  });
};
