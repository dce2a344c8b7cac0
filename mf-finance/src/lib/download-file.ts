import type { PlatformContext } from '@haulage/shared/platform';

/**
 * Fetches a file with the signed-in user's token and hands it to the browser as a download. With a
 * body it is a POST (the exports are writes: they record what they carried).
 */
export const downloadFile = async (http: PlatformContext['http'], url: string, fileName: string, body?: unknown): Promise<void> => {
  const response =
    body === undefined ? await http.get<Blob>(url, { responseType: 'blob' }) : await http.post<Blob>(url, body, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
