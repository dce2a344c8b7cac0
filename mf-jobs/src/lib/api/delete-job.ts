import { jobsApi } from '../jobs-api';

/** Only draft, open and cancelled jobs can be deleted; the API refuses the others with a 409. */
export const deleteJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteJob: build.mutation<unknown, string>({
      query: (documentId) => ({ url: `/api/jobs/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, documentId) => [{ type: 'Job', id: 'LIST' }, { type: 'Job', id: documentId }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useDeleteJobMutation } = deleteJobApi;
