import { parseList, type ParsedList } from '@haulage/shared/api';
import type { ListResponse, Truck } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';
import type { ListState } from '@haulage/shared/area-kit';
import { truckListQuery } from '../model/truck-list-query';

export const getTrucksApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTrucks: build.query<ParsedList<Truck>, ListState>({
      query: (params) => ({ url: '/api/trucks', list: truckListQuery(params) }),
      transformResponse: (response: ListResponse<Truck>) => parseList(response),
      providesTags: (result) => listTags('Truck', result?.items),
    }),
  }),
});

export const { useGetTrucksQuery } = getTrucksApi;
