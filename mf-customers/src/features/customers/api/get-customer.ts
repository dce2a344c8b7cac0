import { entryOf } from '@haulage/shared/api';
import type { Customer, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const getCustomerApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<Customer, string>({
      query: (documentId) => ({ url: `/api/customers/${encodeURIComponent(documentId)}`, params: { populate: '*' } }),
      transformResponse: (response: ItemResponse<Customer>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Customer', id: documentId }],
    }),
  }),
});

export const { useGetCustomerQuery } = getCustomerApi;
