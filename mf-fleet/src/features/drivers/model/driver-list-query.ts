import type { ListQueryParams } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';

export const driverListQuery = (params: ListState): ListQueryParams => ({
  page: params.page,
  pageSize: LIST_PAGE_SIZE,
  sort: params.sort ? [params.sort] : undefined,
  search: params.search ? { term: params.search } : undefined,
  status: { field: 'driverStatus', value: params.status },
  populate: '*',
});
