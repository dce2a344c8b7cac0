import { parseList } from '@haulage/shared/api';
import type { Area, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../fleet-api';

/** Areas for the truck and driver forms; there are few, so one page holds them all. */
export const getAreasApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getAreas: build.query<Area[], void>({
      query: () => ({ url: '/api/areas', list: { pageSize: 200, sort: [{ field: 'name', order: 'asc' }] } }),
      transformResponse: (response: ListResponse<Area>) => parseList(response).items,
      providesTags: (result) => listTags('Area', result),
    }),
  }),
});

export const { useGetAreasQuery } = getAreasApi;
