import type { Job, JobInput } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export interface CreateMultiResponse {
  data: Job[];
  meta: { count: number };
}

/**
 * POST /api/jobs/createMulti: many jobs in one call, all or nothing. A refusal is a 400 naming
 * each bad item as `Job i (data[i]), field: message` with `details.errors[].path = [i, field]`.
 */
export const createMultiApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createJobs: build.mutation<CreateMultiResponse, JobInput[]>({
      query: (jobs) => ({ url: '/api/jobs/createMulti', method: 'POST', data: { data: jobs } }),
      invalidatesTags: [{ type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useCreateJobsMutation } = createMultiApi;
