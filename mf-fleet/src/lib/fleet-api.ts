import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createAxiosBaseQuery, type ApiErrorData, type AxiosBaseQueryArgs } from '@haulage/shared/api';
import type { PlatformContext } from '@haulage/shared/platform';

/** What every thunk of the store receives: the platform this mount was given. */
export interface FleetThunkExtra {
  platform: PlatformContext;
}

export const FLEET_TAGS = ['Truck', 'Driver', 'Trailer', 'TrailerLink', 'Tyre', 'Area'] as const;
export type FleetTag = (typeof FLEET_TAGS)[number];

// The store is created per mount with that mount's platform, so the http client is read from the
// thunk's extra argument at request time rather than captured when this module loads.
const baseQuery: BaseQueryFn<AxiosBaseQueryArgs, unknown, ApiErrorData> = (args, api) =>
  createAxiosBaseQuery(() => (api.extra as FleetThunkExtra).platform.http)(args, api);

/** The one RTK Query API of the fleet area; each request lives in its own file via injectEndpoints. */
export const fleetApi = createApi({
  reducerPath: 'fleetApi',
  baseQuery,
  tagTypes: FLEET_TAGS,
  // The spec's lookup defaults: stale time 0, no refetch on focus, no retry.
  keepUnusedDataFor: 0,
  refetchOnFocus: false,
  endpoints: () => ({}),
});

export const listTags = <T extends FleetTag>(type: T, items: { documentId: string }[] | undefined) => [
  { type, id: 'LIST' },
  ...(items ?? []).map((item) => ({ type, id: item.documentId })),
];
