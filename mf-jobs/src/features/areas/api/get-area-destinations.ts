import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Destination, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';

/** The places in one area, by name, 20 a page. */
export const getAreaDestinationsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAreaDestinations: build.query<ParsedList<Destination>, { area: string; page: number }>({
      query: ({ area, page }) => ({
        url: '/api/destinations',
        list: {
          page,
          pageSize: 20,
          sort: [{ field: 'name', order: 'asc' }],
          filters: { area: { documentId: { $eq: area } } },
        },
      }),
      transformResponse: (response: ListResponse<Destination>) => parseList(response),
      providesTags: (result) => listTags('Destination', result?.items),
    }),
  }),
});

export const { useGetAreaDestinationsQuery } = getAreaDestinationsApi;
