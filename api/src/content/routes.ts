import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { notFound } from '../http/errors';
import { resourceOf, viewerOf } from './access';
import { etagOf } from './concurrency/etag';
import type { CollectionRouteOptions, ReadContext } from './hooks';
import { queryLimitsOf } from './query/bounds';
import { parseListQuery, parseReadQuery } from './query/parse-list-query';
import type { EntryData } from './serializer';
import { type ReadMeta, createContentService, listVersion } from './service';
import { runCommand } from './write/command-flow';
import { runWrite } from './write-flow';

type Action = 'read' | 'create' | 'update' | 'delete';
type Authorize = (resource: string, action: Action) => preHandlerHookHandler;

const guard = (app: FastifyInstance, resource: string, action: Action): preHandlerHookHandler[] =>
  app.hasDecorator('authorize') ? [(app as unknown as { authorize: Authorize }).authorize(resource, action)] : [];

export interface Answered {
  entry: EntryData | null;
  version: string;
  warnings: { field?: string; message: string }[];
  meta?: Record<string, unknown>;
}

/**
 * The five Strapi routes of a collection: list, get one (documentId or id), create (201), partial
 * update, delete (204; 404 when there is no such entry), plus the module's commands. Every route is behind
 * `app.authorize`; single entries answer an ETag that PUT, DELETE and commands honour as If-Match.
 */
export const registerCollectionRoutes = (app: FastifyInstance, options: CollectionRouteOptions): void => {
  const { contentType, hooks = {} } = options;
  const resource = options.resource ?? resourceOf(contentType);
  const base = `/api/${contentType.path ?? contentType.uid}`;
  const tags = [options.tag ?? contentType.uid];
  const limits = queryLimitsOf(app.config);
  const decorate = async (entries: EntryData[], request: FastifyRequest, answer: ReadContext['answer'], version?: string | null) => {
    if (hooks.decorate && entries.length > 0) await hooks.decorate(entries, { request, db: app.db, dialect: app.dialect, version, answer });
  };
  const schema = (summary: string) => ({ summary, tags });
  // Documentation only (src/http/openapi): the contracts and the type describe bodies and answers.
  const entry = { entry: contentType };
  const docs = {
    list: { openapi: { ...entry, list: true } },
    one: { openapi: entry },
    create: { openapi: { ...entry, status: 201, body: options.createSchema, errors: [409] } },
    update: { openapi: { ...entry, body: options.updateSchema, ifMatch: true } },
    remove: { openapi: options.deleteCommand ? { ...entry, orEmpty: true, ifMatch: true } : { status: 204, ifMatch: true } },
    command: { openapi: { ...entry, ifMatch: true, errors: [409] } },
  };
  const service = () => createContentService(app.db, app.dialect, contentType, limits);

  app.get(
    base,
    {
      preHandler: guard(app, resource, 'read'),
      config: docs.list,
      schema: schema(`List ${contentType.uid} (filters, sort, fields, populate, pagination)`),
    },
    async (request) => {
      const plan = parseListQuery(contentType, request.query, limits, viewerOf(request));
      const version = await listVersion(app.db, app.dialect);
      const result = await service().findPlan(plan, version);
      await decorate(result.data, request, 'list', version);
      return result;
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      preHandler: guard(app, resource, 'read'),
      config: docs.one,
      schema: schema(`Get one of ${contentType.uid} by documentId or id (answers an ETag)`),
    },
    async (request, reply) => {
      const plan = parseReadQuery(contentType, request.query, viewerOf(request), limits);
      const meta: ReadMeta = {};
      const entry = await service().findOnePlan(request.params.id, plan, meta);
      if (!entry) throw notFound();
      const updatedAt = entry.updatedAt ?? (await service().findRow(entry.id))?.updated_at;
      void reply.header('etag', etagOf(updatedAt));
      await decorate([entry], request, 'one');
      return { data: entry, meta };
    },
  );

  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: Answered | null) => {
    if (!outcome?.entry) throw notFound();
    await decorate([outcome.entry], request, 'write');
    void reply.header('etag', etagOf(outcome.version));
    const meta = { ...outcome.meta, ...(outcome.warnings.length > 0 ? { warnings: outcome.warnings } : {}) };
    return { data: outcome.entry, meta };
  };

  if (options.create !== false)
    app.post(
      base,
      { preHandler: guard(app, resource, 'create'), config: docs.create, schema: schema(`Create one of ${contentType.uid} (body {data})`) },
      async (request, reply) => {
        const body = await answer(request, reply, await runWrite(app, request, options, 'create', null));
        return reply.status(201).send(body);
      },
    );

  app.put<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      preHandler: guard(app, resource, 'update'),
      config: docs.update,
      schema: schema(`Update one of ${contentType.uid} (partial, body {data}; If-Match honoured)`),
    },
    async (request, reply) => answer(request, reply, await runWrite(app, request, options, 'update', request.params.id)),
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      preHandler: guard(app, resource, 'delete'),
      config: docs.remove,
      schema: schema(`Delete one of ${contentType.uid} (If-Match honoured)`),
    },
    async (request, reply) => {
      if (!options.deleteCommand) {
        await runWrite(app, request, options, 'delete', request.params.id);
        return reply.status(204).send();
      }
      const outcome = await runCommand(app, request, contentType, options.deleteCommand, request.params.id);
      return outcome.entry ? answer(request, reply, outcome as Answered) : reply.status(204).send();
    },
  );

  for (const command of options.commands ?? []) {
    if (command.route === false) continue;
    app.post<{ Params: { id: string } }>(
      `${base}/:id/${command.name}`,
      {
        preHandler: guard(app, resource, command.action ?? 'update'),
        config: { openapi: { ...docs.command.openapi, body: command.body, bodyOptional: command.body?.safeParse({}).success } },
        schema: schema(`${command.name} one of ${contentType.uid} (command; If-Match honoured)`),
      },
      async (request, reply) =>
        answer(request, reply, (await runCommand(app, request, contentType, command, request.params.id)) as Answered),
    );
  }
};
