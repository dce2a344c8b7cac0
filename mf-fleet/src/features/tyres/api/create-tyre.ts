import type { ItemResponse, TyreSet, TyreSetInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export const createTyreApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    createTyre: build.mutation<ItemResponse<TyreSet>, Partial<TyreSetInput>>({
      query: (data) => ({ url: '/api/tyres', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Tyre', id: 'LIST' }, 'Truck'],
    }),
  }),
});

export const { useCreateTyreMutation } = createTyreApi;
