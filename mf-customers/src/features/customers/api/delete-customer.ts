import type { Customer, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

/**
 * A customer with jobs or invoices is archived instead of removed (200 with the archived entry) or
 * refused (400 with the reason); a plain delete answers 204. The caller tells the user which.
 */
const deleteCustomerApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCustomer: build.mutation<Customer | null, string>({
      query: (documentId) => ({ url: `/api/customers/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      transformResponse: (response: ItemResponse<Customer> | null) => response?.data ?? null,
      invalidatesTags: (_result, _error, documentId) => [
        { type: 'Customer', id: 'LIST' },
        { type: 'Customer', id: documentId },
        { type: 'Audit', id: documentId },
      ],
    }),
  }),
});

export const { useDeleteCustomerMutation } = deleteCustomerApi;
