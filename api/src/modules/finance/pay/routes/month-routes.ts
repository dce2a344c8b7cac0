import { type PayslipMonthMeta, payslipMonthSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isPlainObject } from '../../../../content/query/field-resolver';
import { validateInput } from '../../../../content/validate-input';
import { refuseUnknownKeys } from '../../../../content/write/strict-keys';
import { validationError } from '../../../../http/errors';
import { makeMonthPayslips } from '../services/month-payslips';

/** `POST /api/drivers/salaries/month` `{data: {period}}`: the month's payslips, made at once. */
export const monthRoutes = async (app: FastifyInstance): Promise<void> => {
  app.post(
    '/api/drivers/salaries/month',
    {
      preHandler: app.authorize('driver-salaries', 'create'),
      schema: {
        summary: "Make a month's payslips for every driver with a pay rule and none yet (body {data: {period}})",
        tags: ['finance'],
      },
    },
    async (request, reply) => {
      const data = isPlainObject(request.body) ? request.body.data : undefined;
      if (!isPlainObject(data)) throw validationError('Send {data: {period: "YYYY-MM"}}');
      refuseUnknownKeys(payslipMonthSchema, data);
      const { period } = validateInput(payslipMonthSchema, data, false) as { period: string };
      const outcome = await makeMonthPayslips(app, period);
      const meta: PayslipMonthMeta = { created: outcome.created.length, withoutRule: outcome.withoutRule };
      return reply.status(outcome.created.length > 0 ? 201 : 200).send({ data: outcome.created, meta });
    },
  );
};
