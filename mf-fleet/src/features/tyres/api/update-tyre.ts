import type { ItemResponse, TyreSet, TyreSetInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const updateTyreApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    updateTyre: build.mutation<ItemResponse<TyreSet>, { documentId: string; data: Partial<TyreSetInput> }>({
      query: ({ documentId, data }) => ({ url: `/api/tyres/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [{ type: 'Tyre', id: 'LIST' }, { type: 'Tyre', id: documentId }, 'Truck'],
    }),
  }),
});

export const { useUpdateTyreMutation } = updateTyreApi;
