import type { PlatformContext } from '@haulage/shared/platform';

/**
 * `GET /api/jobs/:id/cmr` with the signed-in user's token, handed to the browser as a download:
 * the API answers only a bearer token, so a plain link could not fetch it.
 */
export const getConsignmentNote = async (http: PlatformContext['http'], job: { documentId: string; jobNumber?: number | null }) => {
  const response = await http.get<Blob>(`/api/jobs/${job.documentId}/cmr`, { responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = `cmr-${job.jobNumber ?? job.documentId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
