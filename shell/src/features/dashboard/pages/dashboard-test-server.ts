import type { InternalAxiosRequestConfig } from 'axios';
import type { CalendarEvent, FleetSummary } from '@haulage/shared/contracts';
import type { FakeRoute } from '../../../testing/fake-http';
import type { JobsReportTotal } from '../api/get-jobs-report';

export const summary: FleetSummary = {
  trucksByStatus: { available: 14, in_workshop: 3, out_of_service: 1, sold: 2 },
  totalTrucks: 20,
  totalDrivers: 30,
  totalTrailers: 10,
  due: [
    {
      kind: 'techInspection',
      resource: 'trucks',
      documentId: 'truckdoc000000000000000a',
      subject: 'ABC123 Volvo FH',
      date: '2020-01-10',
      status: 'overdue',
    },
    {
      kind: 'driverLicence',
      resource: 'drivers',
      documentId: 'driverdoc00000000000000b',
      subject: 'Anna Berg',
      date: '2020-01-12',
      status: 'overdue',
    },
  ],
};

export const calendarEvent = (overrides: Partial<CalendarEvent> & Pick<CalendarEvent, 'subject' | 'startsAt'>): CalendarEvent => ({
  id: `job-${overrides.subject}`,
  kind: 'job',
  endsAt: null,
  allDay: true,
  ref: 'jobs/jobdoc000000000000000001',
  ...overrides,
});

export const reportTotal = (total: JobsReportTotal): FakeRoute => ({
  status: 200,
  data: { data: [], meta: { from: '', to: '', groupBy: 'month', total, currency: 'SEK' } },
});

export const ok = (data: unknown): FakeRoute => ({ status: 200, data });

export const isCall = (config: InternalAxiosRequestConfig, method: string, url: string): boolean =>
  (config.method ?? 'get').toLowerCase() === method && config.url === url;

/** The query a call was made with (`params`), e.g. `{ from, to }`. */
export const paramsOf = (config: InternalAxiosRequestConfig): Record<string, string> => (config.params ?? {}) as Record<string, string>;
