import type { FastifyRequest } from 'fastify';

/**
 * Removes derived fields from `populate` before the engine validates it: they are not relations
 * and are answered anyway (e.g. a truck's `tyre`). Handles every form Strapi accepts:
 * `populate=tyre`, `populate=area,tyre`, `populate[0]=tyre`, `populate[tyre]=true`. Answers the
 * derived fields the request named, so a `fields`-trimmed answer can still carry them.
 */
export const withoutVirtualPopulate = (request: FastifyRequest, virtual: string[]): string[] => {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || query.populate === undefined) return [];
  const named = new Set<string>();
  const keep = (name: string) => {
    if (!virtual.includes(name.trim())) return true;
    named.add(name.trim());
    return false;
  };
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
  return [...named];
};

/**
 * Whether an answer carries a derived field: always without `fields` (it is part of the entry), and
 * with `fields` only when populated by name, as Strapi answers relations and components.
 */
export const answersDerived = (query: unknown, populated: readonly string[], name: string): boolean =>
  (query as { fields?: unknown } | undefined)?.fields === undefined || populated.includes(name);
