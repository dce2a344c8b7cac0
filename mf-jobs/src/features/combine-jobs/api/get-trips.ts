import { parseList, type ParsedList } from '@haulage/shared/api';
import type { ListResponse, Trip } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';

/** The trips of a day, newest first, 20 a page (the server pages). */
export const getTripsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getTrips: build.query<ParsedList<Trip>, { date: string; page: number }>({
      query: ({ date, page }) => ({
        url: '/api/trips',
        list: {
          page,
          pageSize: 20,
          sort: [{ field: 'tripNumber', order: 'desc' as const }],
          filters: { date: { $eq: date } },
          populate: ['truck', 'driver'],
        },
      }),
      transformResponse: (response: ListResponse<Trip>) => parseList(response),
      providesTags: (result) => listTags('Trip', result?.items),
    }),
  }),
});

export const { useGetTripsQuery } = getTripsApi;
