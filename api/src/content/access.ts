import { can, isResource, type UserType } from '@haulage/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Attribute, ContentType } from './content-type';

/**
 * Who a read is for. A signed-in user's type, or `system` for the API's own rules (hooks, seeds,
 * services reading on their own behalf). `null` is nobody: it may read nothing, so a route that
 * forgot its authorisation still answers no data.
 */
export type Viewer = UserType | 'system' | null;

export const SYSTEM_VIEWER: Viewer = 'system';

export const viewerOf = (request: FastifyRequest): Viewer => request.user?.type ?? null;

export const resourceOf = (contentType: ContentType): string => contentType.resource ?? contentType.uid;

/** The permission matrix decides; a content type outside the matrix is readable by the system only. */
export const mayReadType = (viewer: Viewer, contentType: ContentType): boolean => {
  if (viewer === 'system') return true;
  const resource = resourceOf(contentType);
  return isResource(resource) && can(viewer, resource, 'read');
};

export const mayReadAttribute = (viewer: Viewer, attribute: Attribute): boolean =>
  viewer === 'system' || !attribute.readableBy || (viewer !== null && attribute.readableBy.includes(viewer));
