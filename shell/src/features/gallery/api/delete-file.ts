import { galleryApi } from './gallery-api';

/** `DELETE /api/upload/files/:documentId`; refused (400, owner named) while an entry uses the file. */
export const deleteFileApi = galleryApi.injectEndpoints({
  endpoints: (build) => ({
    deleteFile: build.mutation<null, string>({
      query: (documentId) => ({ url: `/api/upload/files/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: ['GalleryFile'],
    }),
  }),
});

export const { useDeleteFileMutation } = deleteFileApi;
