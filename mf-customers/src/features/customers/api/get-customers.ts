import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Customer, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';
import { CUSTOMER_PAGE_SIZE, CUSTOMER_SEARCH_FIELDS, type CustomerListState } from '../model/list-state';

export interface CustomerListArgs extends Omit<CustomerListState, 'filter'> {
  /** Extra Strapi filters, e.g. from an applied saved filter. */
  filters?: Record<string, unknown>;
}

export const getCustomersQuery = ({ page, sort, order, search, status, filters }: CustomerListArgs) => ({
  url: '/api/customers',
  list: {
    page,
    pageSize: CUSTOMER_PAGE_SIZE,
    sort: [{ field: sort, order }],
    search: { term: search, fields: [...CUSTOMER_SEARCH_FIELDS] },
    status: { field: 'customerStatus', value: status },
    filters: filters as never,
  },
});

const getCustomersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<ParsedList<Customer>, CustomerListArgs>({
      query: getCustomersQuery,
      transformResponse: (response: ListResponse<Customer>) => parseList(response),
      providesTags: (result) => [
        { type: 'Customer', id: 'LIST' },
        ...(result?.items ?? []).map((customer) => ({ type: 'Customer' as const, id: customer.documentId })),
      ],
    }),
  }),
});

export const { useGetCustomersQuery } = getCustomersApi;
