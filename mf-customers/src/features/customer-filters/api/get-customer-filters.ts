import { parseList } from '@haulage/shared/api';
import type { CustomerFilter, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const getCustomerFiltersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerFilters: build.query<CustomerFilter[], void>({
      query: () => ({ url: '/api/customer-filters', list: { pageSize: 100, sort: [{ field: 'name', order: 'asc' }] } }),
      transformResponse: (response: ListResponse<CustomerFilter>) => parseList(response).items,
      providesTags: [{ type: 'CustomerFilter', id: 'LIST' }],
    }),
  }),
});

export const { useGetCustomerFiltersQuery } = getCustomerFiltersApi;
