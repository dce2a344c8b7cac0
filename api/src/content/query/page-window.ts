import type { Pagination } from '@haulage/shared/contracts';
import { validationError } from '../../http/errors';
import { isPlainObject } from './field-resolver';
import { parsePagination } from './parse-pagination';
import type { PaginationLimits, PaginationPlan } from './plan';

/** Top-level `page`/`pageSize`/`start`/`limit` are aliases of `pagination[...]`, as in Strapi. */
export const PAGE_ALIASES = ['page', 'pageSize', 'start', 'limit'] as const;

/** The alias parameters a query carries, for parsePagination. */
export const pageAliasesOf = (params: Record<string, unknown>): Record<string, unknown> => {
  const aliases: Record<string, unknown> = {};
  for (const key of PAGE_ALIASES) if (params[key] !== undefined) aliases[key] = params[key];
  return aliases;
};

/** Which rows a plan asks for. */
export const windowOf = (plan: PaginationPlan): { offset: number; limit: number } =>
  plan.mode === 'page' ? { offset: (plan.page - 1) * plan.pageSize, limit: plan.pageSize } : { offset: plan.start, limit: plan.limit };

/** `meta.pagination` of an answer; without a total when the plan asked for none. */
export const paginationMeta = (plan: PaginationPlan, total: number | undefined): Pagination =>
  plan.mode === 'page'
    ? { page: plan.page, pageSize: plan.pageSize, ...(total === undefined ? {} : { pageCount: Math.ceil(total / plan.pageSize), total }) }
    : { start: plan.start, limit: plan.limit, ...(total === undefined ? {} : { total }) };

/**
 * The paging of a route that is not a generic list (a board, a report, a preview): the same
 * parser, aliases and bounds as every list, so a page past the range is the same 400 everywhere.
 * Other parameters are the route's own to read.
 */
export const parsePageQuery = (query: unknown, limits: PaginationLimits): PaginationPlan => {
  const params = isPlainObject(query) ? query : {};
  return parsePagination(params.pagination, pageAliasesOf(params), limits);
};

/** For a route that pages by page number only (an in-memory report, a plain user list). */
export const parsePageNumbers = (query: unknown, limits: PaginationLimits): { page: number; pageSize: number } => {
  const plan = parsePageQuery(query, limits);
  if (plan.mode === 'offset') {
    throw validationError('Invalid parameter at pagination: this list pages with pagination[page] and pagination[pageSize]', {
      key: 'start',
      path: 'pagination.start',
      source: 'query',
      param: 'pagination',
    });
  }
  return { page: plan.page, pageSize: plan.pageSize };
};
