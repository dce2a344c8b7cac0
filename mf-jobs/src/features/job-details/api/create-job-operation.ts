import type { ItemResponse, JobOperation, JobOperationInput } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** Extra work on a job (POST /api/job-operations); the API prices it and the job's total follows. */
export const createJobOperationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createJobOperation: build.mutation<ItemResponse<JobOperation>, JobOperationInput>({
      query: (data) => ({ url: '/api/job-operations', method: 'POST', data: { data } }),
      invalidatesTags: (_result, _error, { job }) => [
        { type: 'Job', id: String(job) },
        { type: 'JobOperation', id: String(job) },
        { type: 'Job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateJobOperationMutation } = createJobOperationApi;
