import { parseList } from '@haulage/shared/api';
import type { ListResponse, Trip } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';

/** The trips of one day with their trucks (a day has few: the first 50 are all of them). */
export const getDayTripsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getDayTrips: build.query<Trip[], string>({
      query: (date) => ({
        url: '/api/trips',
        list: {
          pageSize: 50,
          sort: [{ field: 'tripNumber', order: 'asc' as const }],
          filters: { date: { $eq: date } },
          populate: ['truck'],
        },
      }),
      transformResponse: (response: ListResponse<Trip>) => parseList(response).items,
      providesTags: (result) => listTags('Trip', result),
    }),
  }),
});

export const { useGetDayTripsQuery } = getDayTripsApi;
