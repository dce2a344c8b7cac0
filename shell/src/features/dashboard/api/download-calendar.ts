import type { AxiosInstance } from 'axios';
import type { DateRange } from '../model/report-period';

/**
 * `GET /api/events?format=ics` saved as a file. The feed needs the signed-in user's token, which
 * a plain link cannot send, so it is fetched with the platform's client and handed to the browser.
 */
export const downloadCalendar = async (http: AxiosInstance, { from, to }: DateRange): Promise<void> => {
  const response = await http.get<string>('/api/events', { params: { from, to, format: 'ics' }, responseType: 'text' });
  const url = URL.createObjectURL(new Blob([response.data], { type: 'text/calendar' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `haulage-calendar-${from}-${to}.ics` });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; freeing it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
