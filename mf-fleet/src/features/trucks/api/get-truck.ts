import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Truck } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const getTruckApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTruck: build.query<Truck, string>({
      query: (documentId) => ({ url: `/api/trucks/${encodeURIComponent(documentId)}`, params: { populate: '*' } }),
      transformResponse: (response: ItemResponse<Truck>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Truck', id: documentId }],
    }),
  }),
});

export const { useGetTruckQuery } = getTruckApi;
