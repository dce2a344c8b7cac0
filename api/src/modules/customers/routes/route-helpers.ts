import type { FastifyInstance } from 'fastify';
import { createContentService, type ContentType, queryLimitsOf, type Viewer } from '../../../content';
import { notFound } from '../../../http/errors';

export { actorOf } from '../repository/audit-repository';

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
