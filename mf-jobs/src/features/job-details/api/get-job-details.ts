import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Job } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export interface JobDetailsArgs {
  documentId: string;
  /** Whether the user may read drivers and extra work: the API refuses a populate of what it hides. */
  drivers: boolean;
  operations: boolean;
  /** Whether the user may read trips (the office): the job's trip is shown to them. */
  trips?: boolean;
}

/** One job with everything its page shows, populated only with what this user may read. */
export const getJobDetailsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobDetails: build.query<Job, JobDetailsArgs>({
      query: ({ documentId, drivers, operations, trips }) => ({
        url: `/api/jobs/${encodeURIComponent(documentId)}`,
        list: {
          populate: {
            customer: true,
            contact: true,
            truck: true,
            trailers: true,
            stops: { populate: { destination: true } },
            statusHistory: true,
            ...(drivers ? { driver: true } : {}),
            ...(operations ? { operations: true } : {}),
            ...(trips ? { trip: true } : {}),
          },
        },
      }),
      transformResponse: (response: ItemResponse<Job>) => entryOf(response),
      providesTags: (_result, _error, { documentId }) => [
        { type: 'Job', id: documentId },
        { type: 'JobOperation', id: documentId },
      ],
    }),
  }),
});

export const { useGetJobDetailsQuery } = getJobDetailsApi;
