import { entryOf, parseList, type ParsedList } from '@haulage/shared/api';
import type { ItemResponse, ListResponse, OccurrenceSkipInput, RecurringSchedule, RecurringScheduleInput } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE, listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '#lib';

const POPULATE = {
  templateJob: { fields: ['jobNumber', 'goodsDescription'] },
  truck: { fields: ['truckNumber'] },
  driver: { fields: ['firstName', 'lastName'] },
};

/** The schedules (20 a page, newest first), one schedule, and their writes. */
export const recurringSchedulesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<ParsedList<RecurringSchedule>, number>({
      query: (page) => ({
        url: '/api/recurring-schedules',
        list: { page, pageSize: LIST_PAGE_SIZE, sort: [{ field: 'id', order: 'desc' as const }], populate: POPULATE },
      }),
      transformResponse: (response: ListResponse<RecurringSchedule>) => parseList(response),
      providesTags: (result) => listTags('RecurringSchedule', result?.items),
    }),
    getSchedule: build.query<RecurringSchedule, string>({
      query: (id) => ({ url: `/api/recurring-schedules/${encodeURIComponent(id)}`, list: { populate: POPULATE } }),
      transformResponse: (response: ItemResponse<RecurringSchedule>) => entryOf(response),
      providesTags: (result) => (result ? [{ type: 'RecurringSchedule', id: result.documentId }] : []),
    }),
    saveSchedule: build.mutation<ItemResponse<RecurringSchedule>, { id?: string; data: RecurringScheduleInput }>({
      query: ({ id, data }) =>
        id
          ? { url: `/api/recurring-schedules/${encodeURIComponent(id)}`, method: 'PUT', data: { data } }
          : { url: '/api/recurring-schedules', method: 'POST', data: { data } },
      invalidatesTags: ['RecurringSchedule', { type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard'],
    }),
    scheduleAction: build.mutation<ItemResponse<RecurringSchedule>, { id: string; action: 'pause' | 'resume' | 'end' }>({
      query: ({ id, action }) => ({
        url: `/api/recurring-schedules/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        data: { data: {} },
      }),
      invalidatesTags: ['RecurringSchedule', { type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard'],
    }),
    skipDay: build.mutation<ItemResponse<RecurringSchedule>, { id: string; data: OccurrenceSkipInput }>({
      query: ({ id, data }) => ({ url: `/api/recurring-schedules/${encodeURIComponent(id)}/skip`, method: 'POST', data: { data } }),
      invalidatesTags: ['RecurringSchedule', { type: 'Job', id: 'LIST' }, 'Job', 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useGetSchedulesQuery, useGetScheduleQuery, useSaveScheduleMutation, useScheduleActionMutation, useSkipDayMutation } =
  recurringSchedulesApi;
