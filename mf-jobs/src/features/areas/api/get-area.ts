import { entryOf } from '@haulage/shared/api';
import type { Area, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** One area with its trucks by name; a truck's change refreshes it (its topic marks trucks stale). */
export const getAreaApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getArea: build.query<Area, string>({
      query: (documentId) => ({
        url: `/api/areas/${encodeURIComponent(documentId)}`,
        list: { populate: { trucks: { sort: ['truckName:asc'] } } },
      }),
      transformResponse: (response: ItemResponse<Area>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Area', id: documentId }, 'Truck'],
    }),
  }),
});

export const { useGetAreaQuery } = getAreaApi;
