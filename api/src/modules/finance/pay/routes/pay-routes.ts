import {
  driverPaymentInputSchema,
  payRuleInputSchema,
  payRuleUpdateSchema,
  payslipCreateSchema,
  payslipUpdateSchema,
} from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../../content';
import { applicationError } from '../../../../http/errors';
import { driverPaymentsType, payRulesType, payslipsType } from '../content-types';
import { payslipCommands } from '../services/payslip-commands';
import { monthBounds } from '../model/office-clock';
import { assertEditable, generatePayslip, payslipRow } from '../services/payslip-service';
import { decorateDrivers, decoratePayslips } from './pay-decorate';
import { monthRoutes } from './month-routes';
import { payrollExportRoutes } from './payroll-export-routes';

/** Pay rules, payslips (`/api/drivers/salaries`) with their commands, driver payments and the payroll export. */
export const payRoutes = async (app: FastifyInstance): Promise<void> => {
  // The spec's `?period=YYYY-MM` on the payslip list is the engine's filter on the period.
  app.addHook('preHandler', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (request.routeOptions.url !== '/api/drivers/salaries' || request.method !== 'GET' || query?.period === undefined) return;
    const { period, ...rest } = query;
    const filters = (typeof rest.filters === 'object' && rest.filters !== null ? rest.filters : {}) as Record<string, unknown>;
    request.query = { ...rest, filters: { ...filters, period: { $eq: period } } };
  });
  registerCollectionRoutes(app, {
    contentType: payRulesType,
    tag: 'finance',
    createSchema: payRuleInputSchema,
    updateSchema: payRuleUpdateSchema,
    hooks: { decorate: decorateDrivers('pay_rules') },
  });
  // The export's static path is preferred by the router over the payslip's `:id`.
  await app.register(payrollExportRoutes);
  await app.register(monthRoutes);
  registerCollectionRoutes(app, {
    contentType: payslipsType,
    tag: 'finance',
    createSchema: payslipCreateSchema,
    updateSchema: payslipUpdateSchema,
    commands: payslipCommands,
    hooks: {
      beforeCreate: (ctx) => {
        const { from, to } = monthBounds(String(ctx.data.period));
        Object.assign(ctx.data, { periodFrom: from, periodTo: to });
      },
      afterWrite: async (ctx) => {
        if (ctx.action === 'create') await generatePayslip(ctx.trx, ctx.id, ctx.warnings);
      },
      beforeUpdate: async (ctx, existing) => {
        await assertEditable(ctx.trx, Number(existing.id));
      },
      beforeDelete: async (ctx, existing) => {
        const row = await payslipRow(ctx.trx, Number(existing.id));
        if (row.status !== 'open') throw applicationError(`A ${row.status} payslip cannot be deleted`);
      },
      decorate: decoratePayslips,
    },
  });
  registerCollectionRoutes(app, {
    contentType: driverPaymentsType,
    tag: 'finance',
    createSchema: driverPaymentInputSchema,
    updateSchema: driverPaymentInputSchema.partial(),
    hooks: { decorate: decorateDrivers('driver_payments') },
  });
};
