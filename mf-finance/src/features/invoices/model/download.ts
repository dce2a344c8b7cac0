import type { PlatformContext } from '@haulage/shared/platform';

/** Fetches a file with the signed-in user's token and hands it to the browser as a download. */
export const downloadFile = async (http: PlatformContext['http'], url: string, fileName: string): Promise<void> => {
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
