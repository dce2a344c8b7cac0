import { customersApi } from '#lib';

const deleteCustomerFilterApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCustomerFilter: build.mutation<null, string>({
      query: (documentId) => ({ url: `/api/customer-filters/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'CustomerFilter', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteCustomerFilterMutation } = deleteCustomerFilterApi;
