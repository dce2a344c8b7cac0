import { parseList } from '@haulage/shared/api';
import type { CustomerPricing, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

/** The customer's own agreement, or null while the customer simply follows the generic model. */
const getCustomerPricingApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPricing: build.query<CustomerPricing | null, string>({
      query: (customerDocumentId) => ({
        url: '/api/customer-pricings',
        list: {
          pageSize: 1,
          sort: [{ field: 'updatedAt', order: 'desc' }],
          filters: { customer: { documentId: { $eq: customerDocumentId } } },
        },
      }),
      transformResponse: (response: ListResponse<CustomerPricing>) => parseList(response).items[0] ?? null,
      providesTags: (_result, _error, customer) => [{ type: 'Pricing', id: customer }],
    }),
  }),
});

export const { useGetCustomerPricingQuery } = getCustomerPricingApi;
