import { customerContactsRequest, parseList } from '@haulage/shared/api';
import type { CustomerContact, ListResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** The people of one customer the job can name as its contact. */
export const getCustomerContactsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerContacts: build.query<CustomerContact[], string>({
      query: customerContactsRequest,
      transformResponse: (response: ListResponse<CustomerContact>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Customer', id: customer }],
    }),
  }),
});

export const { useGetCustomerContactsQuery } = getCustomerContactsApi;
