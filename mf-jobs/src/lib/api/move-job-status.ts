import type { ItemResponse, Job, JobStatus } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

/** One move of the status machine (POST /api/jobs/:id/status); a move it refuses is a 409 naming both states. */
export const moveJobStatusApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    moveJobStatus: build.mutation<ItemResponse<Job>, { documentId: string; to: JobStatus; reason?: string }>({
      query: ({ documentId, to, reason }) => ({
        url: `/api/jobs/${encodeURIComponent(documentId)}/status`,
        method: 'POST',
        data: { data: reason ? { to, reason } : { to } },
      }),
      invalidatesTags: (_r, _e, { documentId }) => [{ type: 'Job', id: 'LIST' }, { type: 'Job', id: documentId }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useMoveJobStatusMutation } = moveJobStatusApi;
