import { parseList } from '@haulage/shared/api';
import type { CustomerPricing, ListResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** The customer's active agreements (GET /api/customer-pricings); the one in force on the day prices the job. */
export const getCustomerAgreementsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerAgreements: build.query<CustomerPricing[], string>({
      query: (customer) => ({
        url: '/api/customer-pricings',
        list: {
          pageSize: 20,
          sort: [{ field: 'updatedAt', order: 'desc' }],
          filters: { customer: { documentId: { $eq: customer } }, status: { $eq: 'active' } },
        },
      }),
      transformResponse: (response: ListResponse<CustomerPricing>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Customer', id: customer }],
    }),
  }),
});

export const { useGetCustomerAgreementsQuery } = getCustomerAgreementsApi;
