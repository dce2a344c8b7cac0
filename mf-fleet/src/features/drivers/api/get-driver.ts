import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Driver } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const getDriverApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getDriver: build.query<Driver, string>({
      query: (documentId) => ({ url: `/api/drivers/${encodeURIComponent(documentId)}`, params: { populate: '*' } }),
      transformResponse: (response: ItemResponse<Driver>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Driver', id: documentId }],
    }),
  }),
});

export const { useGetDriverQuery } = getDriverApi;
