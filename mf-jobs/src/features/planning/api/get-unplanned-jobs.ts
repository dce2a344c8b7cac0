import { parseList, type ParsedList } from '@haulage/shared/api';
import type { BoardJob, Job, ListResponse } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';
import { boardJobOf, unplannedQuery, type UnplannedFilters } from '../model/unplanned-query';

export interface UnplannedArgs {
  from: string;
  to: string;
  filters: UnplannedFilters;
  page: number;
}

/** The unplanned pane's page of open jobs. Tagged 'Board', so a drop or another dispatcher's change refetches it. */
export const getUnplannedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getUnplannedJobs: build.query<ParsedList<BoardJob>, UnplannedArgs>({
      query: ({ from, to, filters, page }) => ({ url: '/api/jobs', list: unplannedQuery({ from, to }, filters, page) }),
      transformResponse: (response: ListResponse<Job>) => {
        const list = parseList(response);
        return { ...list, items: list.items.map(boardJobOf) };
      },
      providesTags: ['Board'],
    }),
  }),
});

export const { useGetUnplannedJobsQuery } = getUnplannedJobsApi;
