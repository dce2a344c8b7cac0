import type { DateRange } from '../model/report-period';
import { shellApi } from '../../../platform/shell-api';

/** The report's totals: completed (and later) real jobs planned in the range; revenue in öre. */
export interface JobsReportTotal {
  jobs: number;
  km: number;
  hours: number;
  revenue: number;
}

interface ReportBody {
  meta: { total: JobsReportTotal };
}

/** `GET /api/jobs/report?from=&to=`, read for its totals (grouped by month, the fewest rows). */
export const jobsReportApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getJobsReportTotal: build.query<JobsReportTotal, DateRange>({
      query: ({ from, to }) => ({ url: '/api/jobs/report', params: { from, to, groupBy: 'month' } }),
      transformResponse: (body: ReportBody) => body.meta.total,
    }),
  }),
});

export const { useGetJobsReportTotalQuery } = jobsReportApi;
