import { parseList, type ListQueryParams, type ParsedList } from '@haulage/shared/api';
import type { Job, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '../jobs-api';

/** Any page of jobs: the list, drafts and templates each build their own query (`ListQueryParams`). */
export const getJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<ParsedList<Job>, ListQueryParams>({
      query: (list) => ({ url: '/api/jobs', list }),
      transformResponse: (response: ListResponse<Job>) => parseList(response),
      providesTags: (result) => listTags('Job', result?.items),
    }),
  }),
});

export const { useGetJobsQuery } = getJobsApi;
