import { parseList } from '@haulage/shared/api';
import type { ListResponse, TrailerLink } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { fleetApi } from '../../../lib/fleet-api';

export interface TrailerLinksArgs {
  /** Whose links: a truck's or a trailer's. */
  by: 'truck' | 'trailer';
  documentId: string;
}

/** The links of one truck or trailer, newest first, with both ends populated. */
export const getTrailerLinksApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getTrailerLinks: build.query<TrailerLink[], TrailerLinksArgs>({
      query: ({ by, documentId }) => ({
        url: '/api/trailers-links',
        list: {
          pageSize: 50,
          sort: [{ field: 'linkedFrom', order: 'desc' }],
          filters: { [by]: { documentId: { $eq: documentId } } },
          populate: '*',
        },
      }),
      transformResponse: (response: ListResponse<TrailerLink>) => parseList(response).items,
      providesTags: (result) => listTags('TrailerLink', result),
    }),
  }),
});

export const { useGetTrailerLinksQuery } = getTrailerLinksApi;
