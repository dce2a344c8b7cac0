import { parseList } from '@haulage/shared/api';
import type { Customer, ListResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** The names of the customers a checked CSV resolved (the API answers their ids). */
export const getCustomerNamesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerNames: build.query<Record<number, string>, number[]>({
      query: (ids) => ({
        url: '/api/customers',
        list: { pageSize: Math.max(ids.length, 1), filters: { id: { $in: ids } }, fields: ['companyName'] },
      }),
      transformResponse: (response: ListResponse<Customer>) =>
        Object.fromEntries(parseList(response).items.map((customer) => [customer.id, customer.companyName])),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
  }),
});

export const { useGetCustomerNamesQuery } = getCustomerNamesApi;
