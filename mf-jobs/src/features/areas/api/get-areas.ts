import { parseList, type ParsedList } from '@haulage/shared/api';
import type { ListResponse } from '@haulage/shared/contracts';
import { listTags, type ListState } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';
import { areaListQuery, type AreaSummary } from '../model/area-list';

export const getAreasApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAreas: build.query<ParsedList<AreaSummary>, ListState>({
      query: (state) => ({ url: '/api/areas', list: areaListQuery(state) }),
      transformResponse: (response: ListResponse<AreaSummary>) => parseList(response),
      providesTags: (result) => listTags('Area', result?.items),
    }),
  }),
});

export const { useGetAreasQuery } = getAreasApi;
