import type { ItemResponse, Trailer, TrailerInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const createTrailerApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    createTrailer: build.mutation<ItemResponse<Trailer>, TrailerInput>({
      query: (data) => ({ url: '/api/trailers', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Trailer', id: 'LIST' }],
    }),
  }),
});

export const { useCreateTrailerMutation } = createTrailerApi;
