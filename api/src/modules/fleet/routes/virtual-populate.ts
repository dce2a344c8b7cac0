import type { FastifyRequest } from 'fastify';

/**
 * Removes derived fields from `populate` before the engine validates it: they are not relations
 * and are answered anyway (e.g. a truck's `tyre`). Handles every form Strapi accepts:
 * `populate=tyre`, `populate=area,tyre`, `populate[0]=tyre`, `populate[tyre]=true`.
 */
export const withoutVirtualPopulate = (request: FastifyRequest, virtual: string[]): void => {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || query.populate === undefined) return;
  const keep = (name: string) => !virtual.includes(name.trim());
  const { populate } = query;
  let next: unknown = populate;
  if (typeof populate === 'string') next = populate.split(',').filter(keep).join(',');
  else if (Array.isArray(populate)) next = populate.filter((p) => typeof p !== 'string' || keep(p));
  else if (populate && typeof populate === 'object') {
    next = Object.fromEntries(Object.entries(populate).filter(([key]) => keep(key)));
  }
  const empty =
    next === '' || (Array.isArray(next) && next.length === 0) || (next && typeof next === 'object' && Object.keys(next).length === 0);
  if (empty) delete query.populate;
  else query.populate = next;
};
