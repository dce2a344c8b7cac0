import type { ItemResponse, Driver } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const getDriverApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getDriver: build.query<Driver, string>({
      query: (documentId) => ({ url: `/api/drivers/${encodeURIComponent(documentId)}`, params: { populate: '*' } }),
      transformResponse: (response: ItemResponse<Driver>) => response.data,
      providesTags: (_result, _error, documentId) => [{ type: 'Driver', id: documentId }],
    }),
  }),
});

export const { useGetDriverQuery } = getDriverApi;
