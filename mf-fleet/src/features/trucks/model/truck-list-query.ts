import type { ListQueryParams } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';

/** The truck list searches these fields, nested area name included. */

/** The spec's list query for trucks (paging, sort, search, truck_status filter). */
export const truckListQuery = (params: ListState): ListQueryParams => ({
  page: params.page,
  pageSize: LIST_PAGE_SIZE,
  sort: params.sort ? [params.sort] : undefined,
  search: params.search ? { term: params.search } : undefined,
  status: { field: 'truck_status', value: params.status },
  populate: '*',
});
