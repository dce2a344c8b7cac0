import type { CustomerPricing, ItemResponse, PriceAgreementInput } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

export interface SavePricingArgs {
  customer: string;
  /** The stored agreement's documentId; without it a new agreement is created. */
  documentId?: string;
  data: Omit<PriceAgreementInput, 'customer'>;
}

const savePricingApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    saveCustomerPricing: build.mutation<CustomerPricing, SavePricingArgs>({
      query: ({ customer, documentId, data }) =>
        documentId
          ? { url: `/api/customer-pricings/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }
          : { url: '/api/customer-pricings', method: 'POST', data: { data: { ...data, customer } } },
      transformResponse: (response: ItemResponse<CustomerPricing>) => response.data,
      invalidatesTags: (_result, _error, { customer }) => [
        { type: 'Pricing', id: customer },
        { type: 'Audit', id: customer },
      ],
    }),
  }),
});

export const { useSaveCustomerPricingMutation } = savePricingApi;
