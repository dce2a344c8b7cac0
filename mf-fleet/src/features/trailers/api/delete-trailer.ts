import { fleetApi } from '../../../lib/fleet-api';

export const deleteTrailerApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTrailer: build.mutation<void, string>({
      query: (documentId) => ({ url: `/api/trailers/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, documentId) => [
        { type: 'Trailer', id: 'LIST' },
        { type: 'Trailer', id: documentId },
      ],
    }),
  }),
});

export const { useDeleteTrailerMutation } = deleteTrailerApi;
