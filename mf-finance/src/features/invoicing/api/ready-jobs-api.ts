import { parseList, type ParsedList } from '@haulage/shared/api';
import type { Job, ListResponse } from '@haulage/shared/contracts';
import { financeApi } from '#lib';

/** No customer means every customer, as in the run itself. */
export interface CompletedJobsArgs {
  from: string;
  to: string;
  customers: readonly string[];
  page: number;
}

const readyJobsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The completed jobs of the run's selection (its period and, when some are chosen, its customers),
     * newest first, paged by the server: the ones still to be checked and moved to ready to invoice.
     */
    completedJobs: build.query<ParsedList<Job>, CompletedJobsArgs>({
      query: ({ from, to, customers, page }) => ({
        url: '/api/jobs',
        list: {
          page,
          sort: [
            { field: 'plannedDate', order: 'desc' },
            { field: 'jobNumber', order: 'desc' },
          ],
          filters: {
            kind: { $eq: 'job' },
            status: { $eq: 'completed' },
            plannedDate: { $gte: from, $lte: to },
            ...(customers.length > 0 ? { customer: { documentId: { $in: [...customers] } } } : {}),
          },
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
