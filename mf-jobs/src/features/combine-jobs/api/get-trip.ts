import { entryOf } from '@haulage/shared/api';
import type { ItemResponse, Trip } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** One trip with its jobs and its stops in order, each with its job and the job's own stop. */
export const getTripApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getTrip: build.query<Trip, string>({
      query: (documentId) => ({
        url: `/api/trips/${encodeURIComponent(documentId)}`,
        list: { populate: { truck: true, driver: true, jobs: true, stops: { populate: { job: true, jobStop: true } } } },
      }),
      transformResponse: (response: ItemResponse<Trip>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Trip', id: documentId }],
    }),
  }),
});

export const { useGetTripQuery } = getTripApi;
