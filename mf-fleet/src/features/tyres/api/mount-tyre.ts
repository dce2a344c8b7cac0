import type { ItemResponse, TyreSet } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** Mounting a set unmounts the set on the same axle; mileage comes from the truck's odometer. */
export const mountTyreApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    mountTyre: build.mutation<ItemResponse<TyreSet>, string>({
      query: (documentId) => ({ url: `/api/tyres/${encodeURIComponent(documentId)}/mount`, method: 'POST' }),
      invalidatesTags: ['Tyre', 'Truck'],
    }),
  }),
});

export const { useMountTyreMutation } = mountTyreApi;
