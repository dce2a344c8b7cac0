import type { Destination, DestinationInput, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** A change is not geocoded again: coordinates sent are kept, otherwise the stored ones stay. */
export const updateDestinationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateDestination: build.mutation<ItemResponse<Destination>, { documentId: string; data: Partial<DestinationInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/destinations/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Destination', id: 'LIST' },
        { type: 'Destination', id: documentId },
      ],
    }),
  }),
});

export const { useUpdateDestinationMutation } = updateDestinationApi;
