import { calendarApi } from './calendar-api';

/** The body of a user event as POST/PUT /api/events take it (`{data: …}`). */
export interface UserEventBody {
  title?: string;
  description?: string | null;
  startsAt?: string;
  endsAt?: string | null;
  allDay?: boolean;
}

/** `POST /api/events`, `PUT /api/events/:id` and `DELETE /api/events/:id`: a user's own events. */
export const userEventsApi = calendarApi.injectEndpoints({
  endpoints: (build) => ({
    createUserEvent: build.mutation<unknown, UserEventBody>({
      query: (data) => ({ url: '/api/events', method: 'POST', data: { data } }),
      invalidatesTags: ['CalendarEvent'],
    }),
    updateUserEvent: build.mutation<unknown, { documentId: string; data: UserEventBody }>({
      query: ({ documentId, data }) => ({ url: `/api/events/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data } }),
      invalidatesTags: ['CalendarEvent'],
    }),
    deleteUserEvent: build.mutation<unknown, string>({
      query: (documentId) => ({ url: `/api/events/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: ['CalendarEvent'],
    }),
  }),
});

export const { useCreateUserEventMutation, useUpdateUserEventMutation, useDeleteUserEventMutation } = userEventsApi;
