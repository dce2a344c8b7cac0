import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Job } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

/**
 * Everything about one job for those who edit it (the office): customer, contact, stops with their
 * places, truck, driver, trailers, history and extra work. Viewers may not read drivers or extra
 * work, and the API refuses a populate they may not read, so read-only screens ask for less.
 */
export const JOB_POPULATE = {
  customer: true,
  contact: true,
  truck: true,
  driver: true,
  trailers: true,
  stops: { populate: { destination: true } },
  statusHistory: true,
  operations: true,
};

export const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<Job, string>({
      query: (documentId) => ({
        url: `/api/jobs/${encodeURIComponent(documentId)}`,
        list: { populate: JOB_POPULATE },
      }),
      transformResponse: (response: ItemResponse<Job>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Job', id: documentId }],
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
