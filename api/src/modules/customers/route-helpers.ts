import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createContentService, type ContentType, queryLimitsOf, type Viewer } from '../../content';
import { notFound, validationError } from '../../http/errors';
import { isPlainObject } from '../../content/query/field-resolver';
import { validateInput } from '../../content/validate-input';
import { refuseUnknownKeys } from '../../content/write/strict-keys';

export { actorOf } from './audit-repository';

export interface IdParams {
  id: string;
}

/** Reads through the content engine (Strapi query language, populate, envelope). */
export const reader = (app: FastifyInstance, type: ContentType) =>
  createContentService(app.db, app.dialect, type, queryLimitsOf(app.config));

/** One entry as `viewer` may see it (fields and relations it may not read are left out or refused). */
export const readOne = async (
  app: FastifyInstance,
  viewer: Viewer,
  type: ContentType,
  ref: string | number,
  query: unknown = {},
): Promise<Record<string, unknown>> => {
  const entry = await reader(app, type).findOne(ref, query, viewer);
  if (!entry) throw notFound();
  return entry as Record<string, unknown>;
};

/** Tells socket clients after the write committed. */
export const announce = (
  app: FastifyInstance,
  topic: string,
  event: 'created' | 'updated' | 'deleted',
  row: { id?: unknown; document_id?: unknown },
): void => {
  app.publish(topic, event, { id: Number(row.id), documentId: String(row.document_id) });
};

/** The `data` of a Strapi write body `{data:{…}}`; a body without it is answered as Strapi does. */
export const dataPayload = (body: unknown): Record<string, unknown> => {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw validationError('Missing "data" payload in the request body', {});
  return data;
};

/**
 * A body checked whole before anything is written: a key the schema does not declare (at any
 * depth) is `400 Invalid key`, as on the engine's routes; a wrong value is a 400 naming its path.
 */
export const readInput = <S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> => {
  refuseUnknownKeys(schema, input);
  return validateInput(schema, input, false) as z.output<S>;
};

/** `readInput` of a Strapi write body's `data`. */
export const readData = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => readInput(schema, dataPayload(body));
