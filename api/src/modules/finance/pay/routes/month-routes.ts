import { type PayslipMonthMeta, payslipMonthSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { readDataBody } from '../../../../content';
import { payslipsType } from '../content-types';
import { makeMonthPayslips } from '../services/month-payslips';

/** `POST /api/drivers/salaries/month` `{data: {period}}`: the month's payslips, made at once. */
export const monthRoutes = async (app: FastifyInstance): Promise<void> => {
  app.post(
    '/api/drivers/salaries/month',
    {
      preHandler: app.authorize('driver-salaries', 'create'),
      // 201 when it made payslips; 200 when every driver already had one (nothing was created).
      config: { openapi: { status: 201, alsoStatus: 200, entry: payslipsType, many: true, body: payslipMonthSchema } },
      schema: {
        summary: "Make a month's payslips for every driver with a pay rule and none yet (body {data: {period}})",
        tags: ['finance'],
      },
    },
    async (request, reply) => {
      const { period } = readDataBody(payslipMonthSchema, request.body) as { period: string };
      const outcome = await makeMonthPayslips(app, period);
      const meta: PayslipMonthMeta = { created: outcome.created.length, withoutRule: outcome.withoutRule };
      return reply.status(outcome.created.length > 0 ? 201 : 200).send({ data: outcome.created, meta });
    },
  );
};
