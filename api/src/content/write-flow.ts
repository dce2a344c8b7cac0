import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Warning } from '@haulage/shared/contracts';
import { notFound } from '../http/errors';
import { viewerOf } from './access';
import { mapDbError } from './db-errors';
import { queryLimitsOf } from './query/bounds';
import type { CollectionRouteOptions, HookContext, WriteAction } from './hooks';
import { parseReadQuery } from './query/parse-list-query';
import type { EntryData } from './serializer';
import { createContentService } from './service';
import { findRowByRef } from './sql/select';
import { validateInput } from './validate-input';
import { readDataPayload } from './write/body';
import { deleteEntry, insertEntry, updateEntry } from './write/persist';

export interface WriteOutcome {
  entry: EntryData | null;
  warnings: Warning[];
  id: number;
  documentId: string;
}

type Publish = (topic: string, event: string, payload: { id: number; documentId: string }) => void;

const EVENTS: Record<WriteAction, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/**
 * One write = one transaction: the body and query are validated first, then relation lookups,
 * the rules (hooks), the row and the answer all happen inside it. Subscribers hear about it
 * only after the commit.
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
  const data = action === 'delete'
    ? {}
    : validateInput(action === 'create' ? options.createSchema : options.updateSchema, readDataPayload(contentType, request.body), action === 'update');
  let outcome: WriteOutcome | null;
  try {
    outcome = await app.db.transaction().execute(async (trx) => {
      const service = createContentService(trx, app.dialect, contentType, limits);
      const ctx: HookContext = { request, trx, dialect: app.dialect, contentType, service, data, warnings: [] };
      let existing: EntryData | null = null;
      if (ref !== null) {
        existing = await service.findOnePlan(ref, { fields: null, populate: {} });
        if (!existing) {
          if (action === 'delete') return null;
          throw notFound();
        }
      }
      if (action === 'create') await hooks.beforeCreate?.(ctx);
      if (action === 'update') await hooks.beforeUpdate?.(ctx, existing!);
      if (action === 'delete') await hooks.beforeDelete?.(ctx, existing!);
      let id = existing?.id ?? 0;
      if (action === 'create') id = await insertEntry(trx, app.dialect, contentType, ctx.data);
      if (action === 'update') await updateEntry(trx, app.dialect, contentType, id, ctx.data);
      if (action === 'delete') await deleteEntry(trx, contentType, id);
      const documentId = existing?.documentId ?? ((await findRowByRef(trx, contentType, id))!.document_id as string);
      await hooks.afterWrite?.({ ...ctx, action, id, documentId, existing });
      const entry = action === 'delete' ? null : await service.findOnePlan(id, readPlan);
      return { entry, warnings: ctx.warnings, id, documentId };
    });
  } catch (error) {
    throw mapDbError(contentType, error);
  }
  if (outcome && app.hasDecorator('publish')) {
    const publish = (app as unknown as { publish: Publish }).publish;
    publish(contentType.uid, EVENTS[action], { id: outcome.id, documentId: outcome.documentId });
  }
  return outcome;
};
