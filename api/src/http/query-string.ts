import qs from 'qs';
import { findNul, nulMessage, queryKeyOf } from './nul-text';

/**
 * Strapi parses queries with qs (strictNullHandling, arrayLimit 100, depth 20). We parse the same
 * way but throw instead of silently turning oversized arrays into objects or flattening deep
 * keys: those silently dropped filters are how Strapi returns unfiltered data.
 */
export const QUERY_LIMITS = { arrayLimit: 100, depth: 20, parameterLimit: 1000 } as const;

/** A key qs would drop without a word; refusing it keeps "nothing silently dropped" true. */
const PROTOTYPE_KEY = /(^|\[)__proto__(\]|$)/;

export class PrototypeKeyError extends Error {}

/** A NUL in a key or value (`_q=a%00b`): refused for every route, custom ones included. */
export class NulCharacterError extends Error {
  constructor(readonly key: string) {
    super(nulMessage(key));
  }
}

/**
 * Objects come without a prototype (`plainObjects`), so a key such as `constructor` or
 * `toString` is an ordinary key that the query planner refuses as unknown, never a property
 * inherited from Object.prototype.
 */
export const parseQueryString = (search: string): Record<string, unknown> => {
  if (keysOf(search).some((key) => PROTOTYPE_KEY.test(key))) throw new PrototypeKeyError('Invalid key __proto__');
  const parsed = qs.parse(search, {
    strictNullHandling: true,
    plainObjects: true,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    depth: QUERY_LIMITS.depth,
    parameterLimit: QUERY_LIMITS.parameterLimit,
    throwOnLimitExceeded: true,
    strictDepth: true,
    allowPrototypes: true,
  }) as Record<string, unknown>;
  const nul = findNul(parsed);
  if (nul) throw new NulCharacterError(queryKeyOf(nul));
  return parsed;
};

export const QUERY_ERROR = Symbol('invalid query');

const keysOf = (search: string): string[] =>
  search.split('&').map((pair) => {
    const raw = pair.split('=')[0] ?? '';
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return raw;
    }
  });

/** Names the parameter that passed a limit (an index past arrayLimit, or brackets past depth). */
export const describeQueryError = (search: string, error: Error): { message: string; key: string | null } => {
  if (error instanceof PrototypeKeyError) return { message: error.message, key: '__proto__' };
  if (error instanceof NulCharacterError) return { message: error.message, key: error.key };
  for (const key of keysOf(search)) {
    const brackets = key.match(/\[[^\]]*\]/g) ?? [];
    const index = brackets.findIndex((part) => /^\[\d+\]$/.test(part) && Number(part.slice(1, -1)) >= QUERY_LIMITS.arrayLimit);
    if (index >= 0) {
      const prefix = key.slice(0, key.indexOf(brackets[index]!));
      return { message: `Invalid query: ${prefix} has more than ${QUERY_LIMITS.arrayLimit} elements`, key: prefix };
    }
    if (brackets.length > QUERY_LIMITS.depth) {
      return { message: `Invalid query: ${key} is nested deeper than ${QUERY_LIMITS.depth} levels`, key };
    }
  }
  return { message: `Invalid query: ${error.message}`, key: null };
};
