import type { ListQueryParams } from '@haulage/shared/api';
import { PAGE_SIZE, type ListParams } from '../../../lib/list-params';

/** The truck list searches these fields, nested area name included. */
export const TRUCK_SEARCH_FIELDS = ['truckName', 'truckNumber', 'registrationPlateNumber', 'area.name'];

/** The spec's list query for trucks (paging, sort, search, truck_status filter). */
export const truckListQuery = (params: ListParams): ListQueryParams => ({
  page: params.page,
  pageSize: PAGE_SIZE,
  sort: params.sortField ? [{ field: params.sortField, order: params.sortOrder }] : undefined,
  search: params.search ? { term: params.search, fields: TRUCK_SEARCH_FIELDS } : undefined,
  status: { field: 'truck_status', value: params.status },
  populate: '*',
});
