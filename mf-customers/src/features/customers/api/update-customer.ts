import type { Customer, CustomerInput, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const updateCustomerApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    updateCustomer: build.mutation<Customer, { documentId: string; data: Partial<CustomerInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/customers/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      transformResponse: (response: ItemResponse<Customer>) => response.data,
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Customer', id: 'LIST' },
        { type: 'Customer', id: documentId },
        { type: 'Audit', id: documentId },
      ],
    }),
  }),
});

export const { useUpdateCustomerMutation } = updateCustomerApi;
