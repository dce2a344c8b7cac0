import type { ItemResponse, Truck, TruckInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const updateTruckApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    updateTruck: build.mutation<ItemResponse<Truck>, { documentId: string; data: Partial<TruckInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/trucks/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [
        { type: 'Truck', id: 'LIST' },
        { type: 'Truck', id: documentId },
      ],
    }),
  }),
});

export const { useUpdateTruckMutation } = updateTruckApi;
