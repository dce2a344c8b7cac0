import { getShellHttp } from '../../../platform/http-holder';
import type { GalleryFile } from '../model/gallery-file';

/**
 * `POST /api/upload` with one file. One request per file, so each has its own progress and its
 * own refusal; RTK Query's baseQuery does not pass axios' upload progress, hence the client here.
 */
export const uploadFile = async (file: File, onProgress: (loaded: number) => void): Promise<GalleryFile> => {
  const form = new FormData();
  form.append('files', file, file.name);
  const response = await getShellHttp().post<GalleryFile[]>('/api/upload', form, {
    onUploadProgress: (event) => onProgress(event.loaded),
  });
  return response.data[0]!;
};
