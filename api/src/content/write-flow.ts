import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Warning } from '@haulage/shared/contracts';
import { asDynamic } from './dynamic-db';
import { notFound } from '../http/errors';
import { viewerOf } from './access';
import type { RoutedCommand } from './commands';
import { nextStamp } from './concurrency/etag';
import { mapDbError } from './db-errors';
import { queryLimitsOf } from './query/bounds';
import type { CollectionRouteOptions, HookContext, WriteAction } from './hooks';
import { parseReadQuery } from './query/parse-list-query';
import type { EntryData } from './serializer';
import { createContentService } from './service';
import { findRowByRef } from './sql/select';
import { validateInput } from './validate-input';
import { readDataPayload } from './write/body';
import { type CommandScope, executeCommand, readCommandBody } from './write/command-flow';
import { createEventQueue } from './write/events';
import { refuseUnknownKeys } from './write/strict-keys';
import { deleteEntry, insertEntry, updateEntry } from './write/persist';
import { checkIfMatch } from './write/version-check';

export interface WriteOutcome {
  entry: EntryData | null;
  warnings: Warning[];
  /** What the hooks and routed commands answer in `meta`. */
  meta: Record<string, unknown>;
  id: number;
  documentId: string;
  /** updatedAt after the write (the entry's next ETag). */
  version: string;
}

const EVENTS: Record<WriteAction, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/**
 * Attributes only, none read-only; then every key the schema does not declare is refused at any
 * depth (zod would drop it silently and answer 200), then the schema validates.
 */
const readBody = (options: CollectionRouteOptions, action: 'create' | 'update', body: unknown): Record<string, unknown> => {
  const schema = action === 'create' ? options.createSchema : options.updateSchema;
  const payload = readDataPayload(options.contentType, body);
  if (schema) refuseUnknownKeys(schema, payload);
  return validateInput(schema, payload, action === 'update');
};

type Routed = { field: string; value: unknown; routed: RoutedCommand; body: unknown };

/**
 * Fields of a PUT that a module routes to a command (a job's `status` → the status machine) are
 * taken out of the plain update; their command bodies are validated now, before anything is written.
 */
const routeFields = (options: CollectionRouteOptions, data: Record<string, unknown>, existing: EntryData | null): Routed[] => {
  const routes = options.fieldCommands ?? {};
  const found: Routed[] = [];
  for (const field of Object.keys(routes)) {
    if (!existing || !Object.hasOwn(data, field)) continue;
    const routed = routes[field]!(data[field], existing);
    if (!routed) continue;
    found.push({ field, value: data[field], routed, body: routed.body ?? readCommandBody(routed.command, { data: {} }) });
    delete data[field];
  }
  return found;
};

/**
 * One write = one transaction: the body and query are validated first, then the entry is read
 * (404, If-Match), relation lookups, the rules (hooks), routed commands, the row and the answer
 * all happen inside it. Subscribers hear about it only after the commit.
 */
export const runWrite = async (
  app: FastifyInstance,
  request: FastifyRequest,
  options: CollectionRouteOptions,
  action: WriteAction,
  ref: string | null,
): Promise<WriteOutcome | null> => {
  const { contentType, hooks = {} } = options;
  const limits = queryLimitsOf(app.config);
  const readPlan = parseReadQuery(contentType, request.query, viewerOf(request), limits);
  const data = action === 'delete' ? {} : readBody(options, action, request.body);
  const events = createEventQueue();
  let outcome: WriteOutcome | null;
  try {
    outcome = await app.db.transaction().execute(async (trx) => {
      const service = createContentService(trx, app.dialect, contentType, limits);
      const ctx: HookContext = {
        request,
        trx,
        dialect: app.dialect,
        contentType,
        service,
        data,
        warnings: [],
        meta: {},
        publish: events.publish,
      };
      let existing: EntryData | null = null;
      if (ref !== null) {
        existing = await service.findOnePlan(ref, { fields: null, populate: {} });
        // As Strapi: a missing entry is a 404 for every write, a delete of one already gone included.
        if (!existing) throw notFound();
      }
      const stamp = nextStamp(existing?.updatedAt);
      if (existing) await checkIfMatch(trx, contentType, existing, request, stamp);
      const routed = action === 'update' ? routeFields(options, ctx.data, existing) : [];
      if (action === 'create') await hooks.beforeCreate?.(ctx);
      if (action === 'update') await hooks.beforeUpdate?.(ctx, existing!);
      if (action === 'delete') await hooks.beforeDelete?.(ctx, existing!);
      let id = existing?.id ?? 0;
      if (action === 'create') id = await insertEntry(asDynamic(trx), app.dialect, contentType, ctx.data);
      if (action === 'update') await updateEntry(asDynamic(trx), app.dialect, contentType, id, ctx.data, stamp);
      if (action === 'delete') await deleteEntry(asDynamic(trx), contentType, id);
      const scope: CommandScope = { request, trx, dialect: app.dialect, contentType, service, warnings: ctx.warnings, events };
      for (const {
        routed: { command },
        body,
      } of routed) {
        const result = await executeCommand(scope, command, (await service.findOnePlan(id, { fields: null, populate: {} }))!, body);
        Object.assign(ctx.meta, result.meta);
      }
      const row = action === 'delete' ? null : await findRowByRef(asDynamic(trx), contentType, id);
      const documentId = existing?.documentId ?? (row!.document_id as string);
      await hooks.afterWrite?.({ ...ctx, action, id, documentId, existing });
      const entry = action === 'delete' ? null : await service.findOnePlan(id, readPlan);
      return { entry, warnings: ctx.warnings, meta: ctx.meta, id, documentId, version: String(row?.updated_at ?? '') };
    });
  } catch (error) {
    throw mapDbError(contentType, error, data);
  }
  if (outcome) events.publish(contentType.uid, EVENTS[action], { id: outcome.id, documentId: outcome.documentId });
  events.flush(app);
  return outcome;
};
