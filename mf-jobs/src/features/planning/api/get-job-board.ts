import type { JobBoard } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export interface JobBoardArgs {
  from: string;
  to: string;
  /** An area's documentId; empty for every area. */
  area: string;
}

/**
 * The dispatch board in one request: trucks by area with their jobs in the range, and the open
 * jobs. Tagged 'Board' so a `jobs` event (another dispatcher's drop) or our own assign refetches it.
 */
export const getJobBoardApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobBoard: build.query<JobBoard, JobBoardArgs>({
      query: ({ from, to, area }) => ({ url: '/api/jobs/board', params: area ? { from, to, area } : { from, to } }),
      transformResponse: (response: { data: JobBoard }) => response.data,
      providesTags: ['Board'],
    }),
  }),
});

export const { useGetJobBoardQuery } = getJobBoardApi;
