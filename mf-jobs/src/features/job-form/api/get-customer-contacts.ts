import { parseList } from '@haulage/shared/api';
import type { CustomerContact, ListResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** The people of one customer the job can name as its contact. */
export const getCustomerContactsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerContacts: build.query<CustomerContact[], string>({
      query: (customer) => ({
        url: '/api/customer-contacts',
        list: {
          pageSize: 100,
          sort: [{ field: 'lastName', order: 'asc' }],
          filters: { customer: { documentId: { $eq: customer } } },
        },
      }),
      transformResponse: (response: ListResponse<CustomerContact>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Customer', id: customer }],
    }),
  }),
});

export const { useGetCustomerContactsQuery } = getCustomerContactsApi;
