import type { ItemResponse, Driver, DriverInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const createDriverApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    createDriver: build.mutation<ItemResponse<Driver>, DriverInput>({
      query: (data) => ({ url: '/api/drivers', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Driver', id: 'LIST' }],
    }),
  }),
});

export const { useCreateDriverMutation } = createDriverApi;
