import { parseList } from '@haulage/shared/api';
import type { CustomerContact, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

const getContactsApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<CustomerContact[], string>({
      query: (customerDocumentId) => ({
        url: '/api/customer-contacts',
        list: {
          pageSize: 100,
          sort: [{ field: 'lastName', order: 'asc' }],
          filters: { customer: { documentId: { $eq: customerDocumentId } } },
        },
      }),
      transformResponse: (response: ListResponse<CustomerContact>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Contact', id: customer }],
    }),
  }),
});

export const { useGetContactsQuery } = getContactsApi;
