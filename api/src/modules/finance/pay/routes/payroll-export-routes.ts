import { PAYROLL_EXPORT_FORMATS, PERIOD_PATTERN, type PayrollExportFormat } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../../../http/csv-routes';
import { validationError } from '../../../../http/errors';
import { payrollCsv, payrollPaxml } from '../model/payroll-export';
import { payrollRows } from '../repository/pay-repository';

/**
 * GET /api/drivers/salaries/export?period=YYYY-MM&format=csv|paxml: approved and paid pay for the
 * payroll program. The one place drivers' personal identity numbers leave the API.
 */
export const payrollExportRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/drivers/salaries/export',
    {
      preHandler: app.authorize('driver-salaries', 'read'),
      config: { csv: true, openapi: { file: 'text/csv', alsoFile: 'application/xml' } },
      schema: { summary: 'Approved pay of a month for the payroll program, as CSV or PAXml 2.0', tags: ['finance'] },
    },
    async (request, reply) => {
      const { period, format = 'csv' } = (request.query ?? {}) as { period?: unknown; format?: unknown };
      if (typeof period !== 'string' || !PERIOD_PATTERN.test(period))
        throw validationError('period must be a month (YYYY-MM)', { key: 'period', source: 'query' });
      if (!PAYROLL_EXPORT_FORMATS.includes(format as PayrollExportFormat))
        throw validationError(`format must be one of: ${PAYROLL_EXPORT_FORMATS.join(', ')}`, { key: 'format', source: 'query' });
      const rows = await payrollRows(app.db, period);
      void reply.header('cache-control', 'no-store');
      if (format === 'paxml')
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="payroll-${period}.xml"`)
          .send(payrollPaxml(rows, new Date().toISOString()));
      return sendCsv(reply, `payroll-${period}`, payrollCsv(rows));
    },
  );
};
