import { parseList, type ListQueryParams, type ParsedList } from '@haulage/shared/api';
import type { ListResponse, Trailer } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

export const getTrailersApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTrailers: build.query<ParsedList<Trailer>, ListQueryParams>({
      query: (list) => ({ url: '/api/trailers', list }),
      transformResponse: (response: ListResponse<Trailer>) => parseList(response),
      providesTags: (result) => listTags('Trailer', result?.items),
    }),
  }),
});

export const { useGetTrailersQuery } = getTrailersApi;
