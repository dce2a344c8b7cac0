import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Warning } from '@haulage/shared/contracts';
import type { Dialect } from '../../db/create-db';
import { notFound } from '../../http/errors';
import { viewerOf } from '../access';
import type { Command, CommandContext, CommandResult } from '../commands';
import { nextStamp } from '../concurrency/etag';
import type { ContentType } from '../content-type';
import { mapDbError } from '../db-errors';
import { queryLimitsOf } from '../query/bounds';
import { isPlainObject } from '../query/field-resolver';
import { parseReadQuery } from '../query/parse-list-query';
import type { EntryData } from '../serializer';
import { type ContentService, createContentService } from '../service';
import { createEventQueue, type EventQueue } from './events';
import { readBody } from './read-body';
import { checkIfMatch } from './version-check';
import type { Database } from '../../db/database';

/** `data` of the body checked whole by the command's schema, before any transaction opens. */
export const readCommandBody = (command: Command, body: unknown): unknown => {
  if (!command.body) return {};
  const data = isPlainObject(body) && isPlainObject(body.data) ? body.data : {};
  return readBody(command.body, data);
};

export interface CommandScope {
  request: FastifyRequest;
  trx: Kysely<Database>;
  dialect: Dialect;
  contentType: ContentType;
  service: ContentService;
  warnings: Warning[];
  events: EventQueue;
}

/** Runs a command inside a transaction someone else opened (a routed PUT field, or runCommand). */
export const executeCommand = async (scope: CommandScope, command: Command, entry: EntryData, body: unknown): Promise<CommandResult> => {
  const { events, ...rest } = scope;
  const ctx: CommandContext = { ...rest, entry, body, publish: events.publish };
  return (await command.run(ctx)) ?? {};
};

export interface CommandOutcome {
  entry: EntryData | null;
  /** updatedAt of the answered entry after the command (its next ETag); null when deleted. */
  version: string | null;
  warnings: Warning[];
  meta: Record<string, unknown>;
}

/**
 * One command = one transaction: body and query checked first, then the addressed entry read
 * (404, If-Match), the command, and the answer read back through the planner for the request's
 * viewer. Events the command raised are published only once the transaction committed.
 */
export const runCommand = async (
  app: FastifyInstance,
  request: FastifyRequest,
  contentType: ContentType,
  command: Command,
  ref: string,
): Promise<CommandOutcome> => {
  const limits = queryLimitsOf(app.config);
  const readPlan = parseReadQuery(contentType, request.query, viewerOf(request), limits);
  const body = readCommandBody(command, request.body);
  const events = createEventQueue();
  let outcome: CommandOutcome;
  try {
    outcome = await app.db.transaction().execute(async (trx) => {
      const service = createContentService(trx, app.dialect, contentType, limits);
      const entry = await service.findOnePlan(ref, { fields: null, populate: {} });
      if (!entry) throw notFound();
      await checkIfMatch(trx, contentType, entry, request, nextStamp(entry.updatedAt));
      const scope: CommandScope = { request, trx, dialect: app.dialect, contentType, service, warnings: [], events };
      const result = await executeCommand(scope, command, entry, body);
      if (result.deleted) return { entry: null, version: null, warnings: scope.warnings, meta: result.meta ?? {} };
      const id = result.id ?? entry.id;
      const row = await service.findRow(id);
      return {
        entry: await service.findOnePlan(id, readPlan),
        version: String(row?.updated_at ?? ''),
        warnings: scope.warnings,
        meta: result.meta ?? {},
      };
    });
  } catch (error) {
    throw mapDbError(contentType, error);
  }
  events.flush(app);
  return outcome;
};
