import type { ListResponse } from '@haulage/shared/contracts';
import { galleryApi } from './gallery-api';
import { galleryFilters, type GalleryParams } from '../model/gallery-params';
import type { GalleryFile } from '../model/gallery-file';

export const GALLERY_PAGE_SIZE = 20;

/** `GET /api/upload/files`: a page of files, newest first, each with the owners the user may read. */
export const getFilesApi = galleryApi.injectEndpoints({
  endpoints: (build) => ({
    getFiles: build.query<ListResponse<GalleryFile>, GalleryParams>({
      query: (params) => ({
        url: '/api/upload/files',
        list: { page: params.page, pageSize: GALLERY_PAGE_SIZE, filters: galleryFilters(params) },
      }),
      providesTags: ['GalleryFile'],
    }),
  }),
});

export const { useGetFilesQuery } = getFilesApi;
