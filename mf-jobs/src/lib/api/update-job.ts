import type { ItemResponse, Job, JobInput, JobStatus } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

export type JobUpdate = Partial<Omit<JobInput, 'status'>> & { status?: JobStatus };

export const updateJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateJob: build.mutation<ItemResponse<Job>, { documentId: string; data: JobUpdate }>({
      query: ({ documentId, data }) => ({ url: `/api/jobs/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [{ type: 'Job', id: 'LIST' }, { type: 'Job', id: documentId }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useUpdateJobMutation } = updateJobApi;
