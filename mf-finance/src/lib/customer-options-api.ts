import { parseList } from '@haulage/shared/api';
import type { Customer, ListResponse } from '@haulage/shared/contracts';
import { financeApi } from './finance-api';

/** Customers for the run's picker and the list's filter: the server searches (`_q`), 20 at a time. */
const customerOptionsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerOptions: build.query<Customer[], string>({
      query: (term) => ({
        url: '/api/customers',
        list: { pageSize: 20, sort: [{ field: 'companyName', order: 'asc' as const }], search: term ? { term } : undefined },
      }),
      transformResponse: (response: ListResponse<Customer>) => parseList(response).items,
    }),
    /** The one customer a filter in the URL names, so its name shows before any search. */
    getCustomerOption: build.query<Customer, string>({
      query: (documentId) => ({ url: `/api/customers/${documentId}` }),
      transformResponse: (response: { data: Customer }) => response.data,
    }),
  }),
});

export const { useGetCustomerOptionsQuery, useGetCustomerOptionQuery } = customerOptionsApi;
