import { REPORT_GROUPS, type ReportGroup } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCsv } from '../../../http/csv-routes';
import { validationError } from '../../../http/errors';
import { buildReport, reportCsv, type ReportRow } from '../model/report';
import { reportJobs } from '../repository/report-repository';
import { dateRange } from './range-query';

// What the report answers as `data` (documentation: the OpenAPI document is made from it).
const reportSchema = z.array(
  z.object({
    key: z.string(),
    jobs: z.number().int(),
    km: z.number(),
    hours: z.number(),
    revenue: z.number().int(),
  }) satisfies z.ZodType<ReportRow>,
);

/** GET /api/jobs/report?from=&to=&groupBy=&format=csv: completed jobs only (the `jobs-report` permission). */
export const reportRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/jobs/report',
    {
      preHandler: app.authorize('jobs-report', 'read'),
      config: { csv: true, openapi: { response: reportSchema } },
      schema: {
        summary: 'Counts, km, hours and revenue (öre) of completed jobs, grouped by day|week|month|truck|driver|customer|area; ?format=csv',
        tags: ['jobs'],
      },
    },
    async (request, reply) => {
      const query = request.query as { groupBy?: unknown; format?: unknown };
      const groupBy = (query.groupBy ?? 'day') as ReportGroup;
      if (!REPORT_GROUPS.includes(groupBy))
        throw validationError(`groupBy must be one of: ${REPORT_GROUPS.join(', ')}`, { key: 'groupBy', source: 'query' });
      if (query.format !== undefined && query.format !== 'csv' && query.format !== 'json')
        throw validationError('format must be csv or json', { key: 'format', source: 'query' });
      const { from, to } = dateRange(request.query, 366, true);
      const report = buildReport(await reportJobs(app.db, from, to), groupBy);
      if (query.format === 'csv') {
        return sendCsv(reply, `jobs-report-${from}-${to}`, reportCsv(report, groupBy));
      }
      return { data: report.rows, meta: { from, to, groupBy, total: report.total, currency: 'SEK' } };
    },
  );
};
