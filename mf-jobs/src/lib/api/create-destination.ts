import type { Destination, DestinationInput, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

/** Geocoded by the API; an address it cannot place is a 400 with INVALID_ADDRESS_MESSAGE. */
export const createDestinationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createDestination: build.mutation<ItemResponse<Destination>, DestinationInput>({
      query: (data) => ({ url: '/api/destinations', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Destination', id: 'LIST' }],
    }),
  }),
});

export const { useCreateDestinationMutation } = createDestinationApi;
