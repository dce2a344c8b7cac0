import { shellApi } from '../../../platform/shell-api';

/** The user's calendar feed: whether there is one; `url` only in the answer that made it. */
export interface CalendarFeed {
  active: boolean;
  url?: string;
  createdAt: string | null;
  lastUsedAt: string | null;
}

const feedApi = shellApi.enhanceEndpoints({ addTagTypes: ['CalendarFeed'] });

/** `GET/POST/DELETE /api/calendar-feed`: the address calendar apps subscribe to, made again or stopped. */
export const calendarFeedApi = feedApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => ({ url: '/api/calendar-feed' }),
      transformResponse: (body: { data: CalendarFeed }) => body.data,
      providesTags: ['CalendarFeed'],
    }),
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/calendar-feed', method: 'POST', data: { data: {} } }),
      transformResponse: (body: { data: CalendarFeed }) => body.data,
      invalidatesTags: ['CalendarFeed'],
    }),
    stopCalendarFeed: build.mutation<unknown, void>({
      query: () => ({ url: '/api/calendar-feed', method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const { useGetCalendarFeedQuery, useCreateCalendarFeedMutation, useStopCalendarFeedMutation } = calendarFeedApi;
