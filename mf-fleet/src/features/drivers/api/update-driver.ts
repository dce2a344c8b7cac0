import type { ItemResponse, Driver, DriverInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const updateDriverApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    updateDriver: build.mutation<ItemResponse<Driver>, { documentId: string; data: Partial<DriverInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/drivers/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [
        { type: 'Driver', id: 'LIST' },
        { type: 'Driver', id: documentId },
      ],
    }),
  }),
});

export const { useUpdateDriverMutation } = updateDriverApi;
