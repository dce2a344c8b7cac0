import type { JobConflicts } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export interface JobConflictsArgs {
  from: string;
  to: string;
}

/**
 * The conflicts of the planned jobs in the days a board shows, as the server finds them now: the
 * same after a reload and for every dispatcher. Tagged like both boards, so whatever refetches a
 * board (a drop, an unplan, a `jobs`, `trips`, `trucks` or `drivers` event) refetches these too.
 */
export const getJobConflictsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobConflicts: build.query<JobConflicts[], JobConflictsArgs>({
      query: ({ from, to }) => ({ url: '/api/jobs/conflicts', params: { from, to } }),
      transformResponse: (response: { data: JobConflicts[] }) => response.data,
      providesTags: ['Board', 'AreaBoard'],
    }),
  }),
});

export const { useGetJobConflictsQuery } = getJobConflictsApi;
