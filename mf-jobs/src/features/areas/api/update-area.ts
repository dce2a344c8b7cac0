import type { Area, AreaInput, ItemResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** A renamed area changes the boards' columns too. */
export const updateAreaApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateArea: build.mutation<ItemResponse<Area>, { documentId: string; data: Partial<AreaInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/areas/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Area', id: 'LIST' },
        { type: 'Area', id: documentId },
        'Board',
        'AreaBoard',
      ],
    }),
  }),
});

export const { useUpdateAreaMutation } = updateAreaApi;
