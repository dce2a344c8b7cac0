import type { Area, AreaInput, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export const createAreaApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createArea: build.mutation<ItemResponse<Area>, AreaInput>({
      query: (data) => ({ url: '/api/areas', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Area', id: 'LIST' }],
    }),
  }),
});

export const { useCreateAreaMutation } = createAreaApi;
