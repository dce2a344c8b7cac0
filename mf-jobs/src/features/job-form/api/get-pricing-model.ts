import type { CustomerPricing, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** The generic model every agreement inherits the lines it does not override from. */
export const getPricingModelApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getPricingModel: build.query<CustomerPricing, void>({
      query: () => ({ url: '/api/customer-pricing/model' }),
      transformResponse: (response: ItemResponse<CustomerPricing>) => response.data,
      providesTags: [{ type: 'Customer', id: 'PRICING_MODEL' }],
    }),
  }),
});

export const { useGetPricingModelQuery } = getPricingModelApi;
