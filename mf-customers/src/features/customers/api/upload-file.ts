import type { MediaFile } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

/** `POST /api/upload` (multipart `files`) answers an array of stored files; the first is ours. */
const uploadFileApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<MediaFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('files', file);
        return { url: '/api/upload', method: 'POST', data: body };
      },
      transformResponse: (files: MediaFile[]) => files[0] as MediaFile,
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;
