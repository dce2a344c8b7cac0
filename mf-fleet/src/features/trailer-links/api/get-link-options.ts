import { parseList } from '@haulage/shared/api';
import type { ListResponse } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export interface LinkOption {
  documentId: string;
  label: string;
}

interface Named {
  documentId: string;
  truckName?: string;
  truckNumber?: string;
  trailerName?: string;
  plateNumber?: string;
  registrationPlateNumber?: string;
}

const labelOf = (item: Named): string =>
  item.trailerName
    ? `${item.trailerName} (${item.plateNumber})`
    : `${item.truckName} (${item.registrationPlateNumber ?? item.truckNumber})`;

/** What the other end of a new link can be: trucks or trailers, by resource name. */
export const getLinkOptionsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkOptions: build.query<LinkOption[], 'trucks' | 'trailers'>({
      query: (resource) => ({
        url: `/api/${resource}`,
        list: { pageSize: 200, sort: [{ field: resource === 'trucks' ? 'truckName' : 'trailerName', order: 'asc' }] },
      }),
      transformResponse: (response: ListResponse<Named>) =>
        parseList(response).items.map((item) => ({ documentId: item.documentId, label: labelOf(item) })),
      providesTags: (_r, _e, resource) => [{ type: resource === 'trucks' ? 'Truck' : 'Trailer', id: 'LIST' }],
    }),
  }),
});

export const { useGetLinkOptionsQuery } = getLinkOptionsApi;
