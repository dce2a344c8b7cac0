import type { Warning } from '@haulage/shared/contracts';
import { createContentService, inPublishingTransaction } from '../../../../content';
import type { ServiceHost } from '../../../../ports';
import { payslipsType } from '../content-types';
import { monthBounds } from '../model/office-clock';
import { driversToPay } from '../repository/month-repository';
import { generatePayslip } from './payslip-service';

/** Drivers one call makes payslips for: a haulier's whole staff, with a bound on one request's work. */
export const MONTH_PAYSLIPS_LIMIT = 200;

export interface MonthPayslips {
  created: { id: number; documentId: string }[];
  withoutRule: { documentId: string; name: string }[];
  warnings: Warning[];
}

/**
 * Opens the month's payslip for every driver who has a pay rule and no payslip for it, each with
 * its lines from the driver's completed jobs, in one transaction: all of them or none. Drivers
 * without a rule are named so the office can add one; a payslip already made is left alone, so
 * running it again makes only what is missing.
 */
export const makeMonthPayslips = async (app: ServiceHost, period: string): Promise<MonthPayslips> => {
  const { from, to } = monthBounds(period);
  const warnings: Warning[] = [];
  const outcome = await inPublishingTransaction(app, async ({ trx, publish }) => {
    const { due, withoutRule } = await driversToPay(trx, period, from, to, MONTH_PAYSLIPS_LIMIT);
    const service = createContentService(trx, app.dialect, payslipsType);
    const created: MonthPayslips['created'] = [];
    for (const driver of due) {
      const entry = await service.create({ driver, period, periodFrom: from, periodTo: to });
      await generatePayslip(trx, entry.id, warnings);
      created.push({ id: entry.id, documentId: entry.documentId });
      publish('driver-salaries', 'created', { id: entry.id, documentId: entry.documentId });
    }
    return { created, withoutRule };
  });
  return { ...outcome, warnings };
};
