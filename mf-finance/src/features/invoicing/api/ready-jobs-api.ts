import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Job, ListResponse } from '@haulage/shared/contracts';
import { financeApi } from '#lib';

const readyJobsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    /** The period's completed jobs, the ones still to be checked and moved to ready to invoice. */
    completedJobs: build.query<ParsedList<Job>, { from: string; to: string; page: number }>({
      query: ({ from, to, page }) => ({
        url: '/api/jobs',
        list: {
          page,
          sort: [{ field: 'plannedDate', order: 'asc' }],
          filters: { kind: { $eq: 'job' }, status: { $eq: 'completed' }, plannedDate: { $gte: from, $lte: to } },
          populate: ['customer'],
        },
      }),
      transformResponse: (response: ListResponse<Job>) => parseList(response),
      providesTags: [{ type: 'Invoice', id: 'READY' }],
    }),
    /** All or none: the API checks each job's price and moves them through the jobs' status machine. */
    markReadyToInvoice: build.mutation<unknown, string[]>({
      query: (jobs) => ({ url: '/api/jobs/ready-to-invoice', method: 'POST', data: { data: { jobs } } }),
      invalidatesTags: [{ type: 'Invoice', id: 'READY' }],
    }),
  }),
});

export const { useCompletedJobsQuery, useMarkReadyToInvoiceMutation } = readyJobsApi;
