import type { ListQueryParams } from '@haulage/shared/api';
import { PAGE_SIZE, type ListParams } from '../../../lib/list-params';
import { DRIVER_SEARCH_FIELDS } from './driver-form';

export const driverListQuery = (params: ListParams): ListQueryParams => ({
  page: params.page,
  pageSize: PAGE_SIZE,
  sort: params.sortField ? [{ field: params.sortField, order: params.sortOrder }] : undefined,
  search: params.search ? { term: params.search, fields: DRIVER_SEARCH_FIELDS } : undefined,
  status: { field: 'driverStatus', value: params.status },
  populate: '*',
});
