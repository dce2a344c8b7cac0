import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Customer, ListResponse } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE, listTags, type ListState } from '@haulage/shared/area-kit';
import { customersApi } from '#lib';

export interface CustomerListArgs extends Omit<ListState, 'filter'> {
  /** Extra Strapi filters, e.g. from an applied saved filter. */
  filters?: Record<string, unknown>;
}

export const getCustomersQuery = ({ page, sort, search, status, filters }: CustomerListArgs) => ({
  url: '/api/customers',
  list: {
    page,
    pageSize: LIST_PAGE_SIZE,
    sort: sort ? [sort] : undefined,
    search: { term: search },
    status: { field: 'customerStatus', value: status },
    filters: filters as never,
  },
});

const getCustomersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<ParsedList<Customer>, CustomerListArgs>({
      query: getCustomersQuery,
      transformResponse: (response: ListResponse<Customer>) => parseList(response),
      providesTags: (result) => listTags('Customer', result?.items),
    }),
  }),
});

export const { useGetCustomersQuery } = getCustomersApi;
