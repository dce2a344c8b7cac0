import type { MediaFile } from '@haulage/shared/contracts';

/** Joins a relative upload URL onto the API's public URL; absolute, data and blob URLs pass through. */
export const mediaUrl = (apiUrl: string, url: string | null | undefined): string | null => {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

/** The small version of a logo for previews, or the original when the API made no thumbnail. */
export const thumbnailUrl = (apiUrl: string, file: MediaFile | null | undefined): string | null =>
  mediaUrl(apiUrl, file?.formats?.thumbnail?.url ?? file?.url);
