import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Trailer } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const getTrailerApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTrailer: build.query<Trailer, string>({
      query: (documentId) => ({ url: `/api/trailers/${encodeURIComponent(documentId)}`, params: { populate: '*' } }),
      transformResponse: (response: ItemResponse<Trailer>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Trailer', id: documentId }],
    }),
  }),
});

export const { useGetTrailerQuery } = getTrailerApi;
