import type { CustomerContact, CustomerContactInput, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const updateContactApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    updateContact: build.mutation<CustomerContact, { id: string; customer: string; data: Omit<CustomerContactInput, 'customer'> }>({
      query: ({ id, data }) => ({ url: `/api/customer-contacts/${encodeURIComponent(id)}`, method: 'PUT', data: { data } }),
      transformResponse: (response: ItemResponse<CustomerContact>) => response.data,
      invalidatesTags: (_result, _error, { customer }) => [
        { type: 'Contact', id: customer },
        { type: 'Audit', id: customer },
      ],
    }),
  }),
});

export const { useUpdateContactMutation } = updateContactApi;
