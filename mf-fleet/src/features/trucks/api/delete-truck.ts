import { fleetApi } from '../../../lib/fleet-api';

export const deleteTruckApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTruck: build.mutation<void, string>({
      query: (documentId) => ({ url: `/api/trucks/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, documentId) => [
        { type: 'Truck', id: 'LIST' },
        { type: 'Truck', id: documentId },
      ],
    }),
  }),
});

export const { useDeleteTruckMutation } = deleteTruckApi;
