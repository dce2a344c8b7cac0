import type { ListResponse, PagePagination, Pagination } from '../contracts/strapi';

export interface ParsedList<T> {
  items: T[];
  pagination: Required<PagePagination>;
}

const toPagePagination = (pagination: Pagination | undefined, count: number): Required<PagePagination> => {
  if (pagination && 'page' in pagination) {
    const total = pagination.total ?? count;
    const pageCount = pagination.pageCount ?? Math.max(1, Math.ceil(total / Math.max(1, pagination.pageSize)));
    return { page: pagination.page, pageSize: pagination.pageSize, pageCount, total };
  }
  if (pagination && 'start' in pagination) {
    const total = pagination.total ?? count;
    const pageSize = Math.max(1, pagination.limit);
    return { page: Math.floor(pagination.start / pageSize) + 1, pageSize, pageCount: Math.ceil(total / pageSize), total };
  }
  return { page: 1, pageSize: count, pageCount: 1, total: count };
};

/** Reads a Strapi list envelope (an axios response or its body) into items and page pagination. */
export const parseList = <T>(response: ListResponse<T> | { data: ListResponse<T> }): ParsedList<T> => {
  const body = ('meta' in response ? response : response.data) as ListResponse<T>;
  const items = Array.isArray(body.data) ? body.data : [];
  return { items, pagination: toPagePagination(body.meta?.pagination, items.length) };
};
