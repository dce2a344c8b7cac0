import type { ItemResponse, TrailerLink } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** Ending a link closes it at `linkedTo`; the history stays. */
export const endTrailerLinkApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    endTrailerLink: build.mutation<ItemResponse<TrailerLink>, { documentId: string; linkedTo: string }>({
      query: ({ documentId, linkedTo }) => ({
        url: `/api/trailers-links/${encodeURIComponent(documentId)}`,
        method: 'PUT',
        data: { data: { linkedTo } },
      }),
      invalidatesTags: ['TrailerLink'],
    }),
  }),
});

export const { useEndTrailerLinkMutation } = endTrailerLinkApi;
