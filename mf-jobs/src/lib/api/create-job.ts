import type { ItemResponse, Job, JobInput } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

export const createJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createJob: build.mutation<ItemResponse<Job>, JobInput>({
      query: (data) => ({ url: '/api/jobs', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useCreateJobMutation } = createJobApi;
