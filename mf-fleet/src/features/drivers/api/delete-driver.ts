import { fleetApi } from '../../../lib/fleet-api';

export const deleteDriverApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDriver: build.mutation<void, string>({
      query: (documentId) => ({ url: `/api/drivers/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, documentId) => [
        { type: 'Driver', id: 'LIST' },
        { type: 'Driver', id: documentId },
      ],
    }),
  }),
});

export const { useDeleteDriverMutation } = deleteDriverApi;
