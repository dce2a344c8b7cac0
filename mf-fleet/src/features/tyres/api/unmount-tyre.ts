import type { ItemResponse, TyreSet } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const unmountTyreApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    unmountTyre: build.mutation<ItemResponse<TyreSet>, string>({
      query: (documentId) => ({ url: `/api/tyres/${encodeURIComponent(documentId)}/unmount`, method: 'POST' }),
      invalidatesTags: ['Tyre', 'Truck'],
    }),
  }),
});

export const { useUnmountTyreMutation } = unmountTyreApi;
