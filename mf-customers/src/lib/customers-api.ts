import { createAreaApi } from '@haulage/shared/area-kit';

export const CUSTOMERS_TAGS = ['Customer', 'Contact', 'Pricing', 'PricingModel', 'CustomerFilter', 'Audit', 'Notifications'] as const;
export type CustomersTag = (typeof CUSTOMERS_TAGS)[number];

/** The area's one API client; each request lives in its own file via injectEndpoints. */
export const customersApi = createAreaApi({ reducerPath: 'customersApi', tagTypes: CUSTOMERS_TAGS });
