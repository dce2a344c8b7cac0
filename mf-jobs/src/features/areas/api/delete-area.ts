import { jobsApi } from '#lib';

/** The API refuses an area that still has trucks (400 naming how many); the caller shows why. */
export const deleteAreaApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteArea: build.mutation<unknown, string>({
      query: (documentId) => ({ url: `/api/areas/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, documentId) => [
        { type: 'Area', id: 'LIST' },
        { type: 'Area', id: documentId },
        'Board',
        'AreaBoard',
      ],
    }),
  }),
});

export const { useDeleteAreaMutation } = deleteAreaApi;
