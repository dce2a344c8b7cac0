import { parseList, type ListQueryParams, type ParsedList } from '@haulage/shared/api';
import type { ListResponse, Driver } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

export const getDriversApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getDrivers: build.query<ParsedList<Driver>, ListQueryParams>({
      query: (list) => ({ url: '/api/drivers', list }),
      transformResponse: (response: ListResponse<Driver>) => parseList(response),
      providesTags: (result) => listTags('Driver', result?.items),
    }),
  }),
});

export const { useGetDriversQuery } = getDriversApi;
