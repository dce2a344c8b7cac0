import type { OccurrencePreview } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

export interface SchedulePreview {
  data: OccurrencePreview[];
  meta: { from: string; to: string };
}

/** GET /api/recurring-schedules/:id/preview: the next weeks' days, made, skipped and to come. */
export const schedulePreviewApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedulePreview: build.query<SchedulePreview, string>({
      query: (id) => ({ url: `/api/recurring-schedules/${encodeURIComponent(id)}/preview` }),
      providesTags: (_result, _error, id) => ['RecurringSchedule', { type: 'RecurringSchedule', id }],
    }),
  }),
});

export const { useGetSchedulePreviewQuery } = schedulePreviewApi;
