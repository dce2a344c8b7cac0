import qs from 'qs';

/**
 * Strapi parses queries with qs (strictNullHandling, arrayLimit 100, depth 20). We parse the same
 * way but throw instead of silently turning oversized arrays into objects or flattening deep
 * keys: those silently dropped filters are how Strapi returns unfiltered data.
 */
export const QUERY_LIMITS = { arrayLimit: 100, depth: 20, parameterLimit: 1000 } as const;

export const parseQueryString = (search: string): Record<string, unknown> =>
  qs.parse(search, {
    strictNullHandling: true,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    depth: QUERY_LIMITS.depth,
    parameterLimit: QUERY_LIMITS.parameterLimit,
    throwOnLimitExceeded: true,
    strictDepth: true,
    allowPrototypes: false,
  }) as Record<string, unknown>;
