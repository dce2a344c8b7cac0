import type { CalendarEvent } from '@haulage/shared/contracts';
import type { DateRange } from '../model/report-period';
import { calendarApi } from './calendar-api';

/** `GET /api/events?from=&to=`: jobs by planned day, dates falling due and user events, in time order. */
export const calendarEventsApi = calendarApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarEvents: build.query<CalendarEvent[], DateRange>({
      query: ({ from, to }) => ({ url: '/api/events', params: { from, to } }),
      transformResponse: (body: { data: CalendarEvent[] }) => body.data,
      providesTags: ['CalendarEvent'],
    }),
  }),
});

export const { useGetCalendarEventsQuery } = calendarEventsApi;
