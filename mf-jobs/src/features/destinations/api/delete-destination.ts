import { jobsApi } from '#lib';

/** The API may refuse (e.g. a place still in use); the caller shows its message. */
export const deleteDestinationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDestination: build.mutation<unknown, string>({
      query: (documentId) => ({ url: `/api/destinations/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, documentId) => [
        { type: 'Destination', id: 'LIST' },
        { type: 'Destination', id: documentId },
      ],
    }),
  }),
});

export const { useDeleteDestinationMutation } = deleteDestinationApi;
