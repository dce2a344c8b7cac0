import { shellApi } from '../../../platform/shell-api';

/** The shell's api with the gallery's cache tag, added here so the platform module stays untouched. */
export const galleryApi = shellApi.enhanceEndpoints({ addTagTypes: ['GalleryFile'] });
