import type { ItemResponse, Truck, TruckInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const createTruckApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    createTruck: build.mutation<ItemResponse<Truck>, TruckInput>({
      query: (data) => ({ url: '/api/trucks', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Truck', id: 'LIST' }],
    }),
  }),
});

export const { useCreateTruckMutation } = createTruckApi;
