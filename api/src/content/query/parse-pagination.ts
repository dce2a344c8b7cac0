import { HttpError, invalidKey, validationError } from '../../http/errors';
import { parseBoolean } from './cast';
import { isPlainObject } from './field-resolver';
import type { PaginationLimits, PaginationPlan } from './plan';

const KEYS = ['page', 'pageSize', 'start', 'limit', 'withCount'] as const;
type Key = (typeof KEYS)[number];

const single = (key: Key, value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    // A repeated parameter (qs makes an array of it) or a nested object is never a number.
    throw validationError(`Invalid parameter pagination[${key}]: expected a single value`, {
      key,
      path: `pagination.${key}`,
      source: 'query',
      param: 'pagination',
    });
  }
  return value;
};

/**
 * No list reaches a billion entries; past that a page or offset is refused before it reaches the
 * database (SQLite answers a 64-bit overflow with a type error, PostgreSQL with an out-of-range one).
 */
export const MAX_OFFSET = 1_000_000_000;

const invalid = (key: Key, message: string) =>
  validationError(`Invalid parameter at 'pagination[${key}]'. ${message}`, {
    key,
    path: `pagination.${key}`,
    source: 'query',
    param: 'pagination',
  });

const integer = (key: Key, value: string | undefined, fallback: number, min: number): number => {
  if (value === undefined) return fallback;
  const valid = /^-?\d+$/.test(value.trim());
  const parsed = Number.parseInt(value, 10);
  if (!valid || (key !== 'page' && parsed < min)) throw invalid(key, `Expected integer >= ${min}, received: ${value}`);
  if (parsed > MAX_OFFSET) throw invalid(key, `Expected integer <= ${MAX_OFFSET}, received: ${value}`);
  return parsed;
};

const atMost = (key: Key, value: number, max: number): number => {
  if (value > max) {
    throw validationError(`Invalid parameter pagination[${key}]: must be at most ${max}, received: ${value}`, {
      key,
      path: `pagination.${key}`,
      source: 'query',
      param: 'pagination',
    });
  }
  return value;
};

/** Page mode (page/pageSize) or offset mode (start/limit), never both; above the max is a 400. */
export const parsePagination = (raw: unknown, aliases: Record<string, unknown>, limits: PaginationLimits): PaginationPlan => {
  if (raw !== undefined && !isPlainObject(raw)) throw invalidKey('pagination', 'pagination');
  const source: Record<string, unknown> = { ...aliases, ...(raw ?? {}) };
  const values: Partial<Record<Key, string>> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!(KEYS as readonly string[]).includes(key)) throw invalidKey(key, 'pagination');
    values[key as Key] = single(key as Key, value);
  }
  let withCount = true;
  if (values.withCount !== undefined) {
    const parsed = parseBoolean(values.withCount);
    if (parsed === undefined) {
      throw validationError('Invalid withCount parameter. Expected "t","1","true","false","0","f"', {
        key: 'withCount',
        path: 'pagination.withCount',
        source: 'query',
        param: 'pagination',
      });
    }
    withCount = parsed;
  }
  const pageMode = values.page !== undefined || values.pageSize !== undefined;
  const offsetMode = values.start !== undefined || values.limit !== undefined;
  if (pageMode && offsetMode) {
    throw new HttpError(400, 'PaginationError', 'Cannot use both page & offset pagination in the same query', {});
  }
  if (offsetMode) {
    const start = integer('start', values.start, 0, 0);
    const limit = Math.max(1, atMost('limit', integer('limit', values.limit, limits.defaultPageSize, 0), limits.maxPageSize));
    return { mode: 'offset', start, limit, withCount };
  }
  const page = Math.max(1, integer('page', values.page, 1, 0));
  const pageSize = Math.max(1, atMost('pageSize', integer('pageSize', values.pageSize, limits.defaultPageSize, 0), limits.maxPageSize));
  if ((page - 1) * pageSize > MAX_OFFSET) throw invalid('page', `Page ${page} of ${pageSize} starts past entry ${MAX_OFFSET}`);
  return { mode: 'page', page, pageSize, withCount };
};
