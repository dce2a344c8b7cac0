import { customerContactsRequest, parseList } from '@haulage/shared/api';
import type { CustomerContact, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const getContactsApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<CustomerContact[], string>({
      query: customerContactsRequest,
      transformResponse: (response: ListResponse<CustomerContact>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Contact', id: customer }],
    }),
  }),
});

export const { useGetContactsQuery } = getContactsApi;
