import type { AreaBoardColumn } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** Every area's trucks with their load and its open jobs for one day, in one request; a `jobs` event refetches it. */
export const getAreaBoardApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAreaBoard: build.query<AreaBoardColumn[], string>({
      query: (date) => ({ url: '/api/areas/board', params: { date } }),
      transformResponse: (response: { data: AreaBoardColumn[] }) => response.data,
      providesTags: ['AreaBoard'],
    }),
  }),
});

export const { useGetAreaBoardQuery } = getAreaBoardApi;
