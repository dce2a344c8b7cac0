import { parseList } from '@haulage/shared/api';
import type { Destination, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';

/**
 * The destinations the stops name, with their areas: the pickers' labels whatever was searched,
 * and the zones the price preview rates. The ids are sorted by the caller so one set is one request.
 */
export const getDestinationsByIdApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getDestinationsById: build.query<Destination[], string[]>({
      query: (ids) => ({
        url: '/api/destinations',
        list: { pageSize: Math.max(1, ids.length), filters: { documentId: { $in: ids } }, populate: ['area'] },
      }),
      transformResponse: (response: ListResponse<Destination>) => parseList(response).items,
      providesTags: (result) => listTags('Destination', result),
    }),
  }),
});

export const { useGetDestinationsByIdQuery } = getDestinationsByIdApi;
