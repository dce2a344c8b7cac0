import type { ItemResponse, TrailerLink, TrailerLinkInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** A trailer has at most one open link; the API answers 400 with a clear message on a conflict. */
export const createTrailerLinkApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    createTrailerLink: build.mutation<ItemResponse<TrailerLink>, TrailerLinkInput>({
      query: (data) => ({ url: '/api/trailers-links', method: 'POST', data: { data } }),
      invalidatesTags: ['TrailerLink'],
    }),
  }),
});

export const { useCreateTrailerLinkMutation } = createTrailerLinkApi;
