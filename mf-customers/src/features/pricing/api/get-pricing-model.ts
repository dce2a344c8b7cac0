import type { CustomerPricing, ItemResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

/** The generic model every customer agreement inherits the lines it does not override from. */
const getPricingModelApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getPricingModel: build.query<CustomerPricing, void>({
      query: () => '/api/customer-pricing/model',
      transformResponse: (response: ItemResponse<CustomerPricing>) => response.data,
      providesTags: ['PricingModel'],
    }),
  }),
});

export const { useGetPricingModelQuery } = getPricingModelApi;
