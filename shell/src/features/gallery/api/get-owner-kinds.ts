import { galleryApi } from './gallery-api';
import type { OwnerKind } from '../model/gallery-file';

/** `GET /api/upload/owner-kinds`: the kinds of entry with media that the user may read (trucks, customers…). */
export const getOwnerKindsApi = galleryApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnerKinds: build.query<OwnerKind[], void>({
      query: () => '/api/upload/owner-kinds',
      transformResponse: (body: { data: OwnerKind[] }) => body.data,
    }),
  }),
});

export const { useGetOwnerKindsQuery } = getOwnerKindsApi;
