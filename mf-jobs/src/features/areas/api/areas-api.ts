import { resourceEndpoints } from '@haulage/shared/api';
import type { Area, AreaInput } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';
import { areaListQuery, type AreaSummary } from '../model/area-list';

/**
 * The area list counts each area's trucks instead of loading them; one area with its trucks is
 * `get-area.ts`. A renamed or removed area changes the boards' columns too. The API refuses to
 * delete an area that still has trucks (400 naming how many).
 */
export const areasApi = jobsApi.injectEndpoints({
  endpoints: (build) => {
    const { getAreas, createArea, updateArea, deleteArea } = resourceEndpoints<Area, AreaInput, AreaSummary>()(build, {
      url: '/api/areas',
      tag: 'Area',
      one: 'Area',
      many: 'Areas',
      listQuery: areaListQuery,
      alsoInvalidates: () => ['Board', 'AreaBoard'],
    });
    return { getAreas, createArea, updateArea, deleteArea };
  },
});

export const { useGetAreasQuery, useCreateAreaMutation, useUpdateAreaMutation, useDeleteAreaMutation } = areasApi;
