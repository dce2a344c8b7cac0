import { parseList } from '@haulage/shared/api';
import type { ListResponse, TrailerLink } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

/** Every open coupling (no end), both ends populated: the pickers mark what the API would refuse. */
export const getOpenLinksApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenLinks: build.query<TrailerLink[], void>({
      query: () => ({
        url: '/api/trailers-links',
        list: { pageSize: 200, filters: { linkedTo: { $null: true } }, populate: '*' },
      }),
      transformResponse: (response: ListResponse<TrailerLink>) => parseList(response).items,
      providesTags: (result) => listTags('TrailerLink', result),
    }),
  }),
});

export const { useGetOpenLinksQuery } = getOpenLinksApi;
