import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createContentService } from '../../content/service';
import type { ContentType } from '../../content/content-type';
import { notFound, validationError } from '../../http/errors';
import { isPlainObject } from '../../content/query/field-resolver';
import type { Actor } from './audit-repository';

export interface IdParams {
  id: string;
}

/** Who is writing, for the audit trail. */
export const actorOf = (request: FastifyRequest): Actor => ({ id: Number(request.user.id), name: request.user.name || request.user.email });

/** Reads through the content engine (Strapi query language, populate, envelope). */
export const reader = (app: FastifyInstance, type: ContentType) =>
  createContentService(app.db, app.dialect, type, { defaultPageSize: app.config.defaultPageSize, maxPageSize: app.config.maxPageSize });

export const readOne = async (app: FastifyInstance, type: ContentType, ref: string | number, query: unknown = {}): Promise<Record<string, unknown>> => {
  const entry = await reader(app, type).findOne(ref, query);
  if (!entry) throw notFound();
  return entry as Record<string, unknown>;
};

/** Tells socket clients after the write committed. */
export const announce = (app: FastifyInstance, topic: string, event: 'created' | 'updated' | 'deleted', row: { id?: unknown; document_id?: unknown }): void => {
  app.publish(topic, event, { id: Number(row.id), documentId: String(row.document_id) });
};

/**
 * The `data` of a Strapi write body `{data:{…}}`; a body without it is answered as Strapi does.
 * Unknown keys inside are left to the zod schemas, which name them.
 */
export const dataPayload = (body: unknown): Record<string, unknown> => {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw validationError('Missing "data" payload in the request body', {});
  return data;
};
