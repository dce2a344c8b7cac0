import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createAxiosBaseQuery, type ApiErrorData, type AxiosBaseQueryArgs } from '@haulage/shared/api';
import type { StoreExtra } from './store';

/**
 * The area's one API client. Each mount has its own store whose thunk extra carries the platform,
 * so the base query always talks through that mount's http client (token, renewal, errors).
 */
const baseQuery: BaseQueryFn<AxiosBaseQueryArgs, unknown, ApiErrorData> = (args, api) =>
  createAxiosBaseQuery(() => (api.extra as StoreExtra).platform.http)(args, api);

const TAG_TYPES = ['Customer', 'Contact', 'Pricing', 'PricingModel', 'CustomerFilter', 'Audit'] as const;
export type CustomersTag = (typeof TAG_TYPES)[number];

export const customersApi = createApi({
  reducerPath: 'customersApi',
  baseQuery,
  tagTypes: TAG_TYPES,
  // The spec's lookup defaults: no refetch on focus, stale time 0, no retry.
  refetchOnFocus: false,
  keepUnusedDataFor: 0,
  endpoints: () => ({}),
});
