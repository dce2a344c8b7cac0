import type { Customer, CustomerInput, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const createCustomerApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    createCustomer: build.mutation<Customer, CustomerInput>({
      query: (data) => ({ url: '/api/customers', method: 'POST', data: { data } }),
      transformResponse: (response: ItemResponse<Customer>) => response.data,
      invalidatesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
  }),
});

export const { useCreateCustomerMutation } = createCustomerApi;
