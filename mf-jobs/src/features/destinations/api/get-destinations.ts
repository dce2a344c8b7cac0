import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Destination, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';
import { destinationListQuery, type DestinationListState } from '../model/destination-list';

/** One page of the destination list; each row carries its area (`populate[0]=area`). */
export const getDestinationsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getDestinations: build.query<ParsedList<Destination>, DestinationListState>({
      query: (state) => ({ url: '/api/destinations', list: destinationListQuery(state) }),
      transformResponse: (response: ListResponse<Destination>) => parseList(response),
      providesTags: (result) => listTags('Destination', result?.items),
    }),
  }),
});

export const { useGetDestinationsQuery } = getDestinationsApi;
