import type { CustomerContact, CustomerContactInput, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const createContactApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    createContact: build.mutation<CustomerContact, CustomerContactInput & { customer: string }>({
      query: (data) => ({ url: '/api/customer-contacts', method: 'POST', data: { data } }),
      transformResponse: (response: ItemResponse<CustomerContact>) => response.data,
      invalidatesTags: (_result, _error, { customer }) => [
        { type: 'Contact', id: customer },
        { type: 'Audit', id: customer },
        { type: 'Customer', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateContactMutation } = createContactApi;
