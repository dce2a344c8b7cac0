import type { JobMessage } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** GET /api/jobs/:id/messages: what the customer was sent about the job (a job has few: no paging). */
export const getJobMessagesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobMessages: build.query<JobMessage[], string>({
      query: (job) => ({ url: `/api/jobs/${encodeURIComponent(job)}/messages` }),
      transformResponse: (response: { data: JobMessage[] }) => response.data,
      // A driver's event that sends a notice also updates the job, which refreshes this list.
      providesTags: (_result, _error, job) => [{ type: 'Job', id: job }],
    }),
  }),
});

export const { useGetJobMessagesQuery } = getJobMessagesApi;
