import type { DriverApi } from '../api/driver-api';

/**
 * Opens the job's consignment note in the phone's PDF viewer. The API wants the session token, so
 * a plain link cannot fetch it: the PDF is read with the token and opened from memory.
 */
export const openNote = async (api: Pick<DriverApi, 'consignmentNote'>, job: string): Promise<boolean> => {
  const pdf = await api.consignmentNote(job);
  if (!pdf) return false;
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.download = `cmr-${job}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The viewer has the file once the click is handled; the URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
};
