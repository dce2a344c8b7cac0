import type { ItemResponse, Trailer, TrailerInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const updateTrailerApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    updateTrailer: build.mutation<ItemResponse<Trailer>, { documentId: string; data: Partial<TrailerInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/trailers/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [
        { type: 'Trailer', id: 'LIST' },
        { type: 'Trailer', id: documentId },
      ],
    }),
  }),
});

export const { useUpdateTrailerMutation } = updateTrailerApi;
