import type { CustomerFilter, CustomerFilterInput, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const saveCustomerFilterApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    saveCustomerFilter: build.mutation<CustomerFilter, { documentId?: string; data: CustomerFilterInput }>({
      query: ({ documentId, data }) =>
        documentId
          ? { url: `/api/customer-filters/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }
          : { url: '/api/customer-filters', method: 'POST', data: { data } },
      transformResponse: (response: ItemResponse<CustomerFilter>) => response.data,
      invalidatesTags: [{ type: 'CustomerFilter', id: 'LIST' }],
    }),
  }),
});

export const { useSaveCustomerFilterMutation } = saveCustomerFilterApi;
