import { parseList } from '@haulage/shared/api';
import type { ListResponse, TyreSet } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

/** The tyre sets of one truck, mounted first. */
export const getTruckTyresApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTruckTyres: build.query<TyreSet[], string>({
      query: (truckDocumentId) => ({
        url: '/api/tyres',
        list: {
          pageSize: 100,
          sort: [{ field: 'status', order: 'asc' }],
          filters: { truck: { documentId: { $eq: truckDocumentId } } },
        },
      }),
      transformResponse: (response: ListResponse<TyreSet>) => parseList(response).items,
      providesTags: (result) => listTags('Tyre', result),
    }),
  }),
});

export const { useGetTruckTyresQuery } = getTruckTyresApi;
