import type { Warning } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { HttpError, notFound } from '../../../../http/errors';
import { monthBounds } from '../model/office-clock';
import { payLines } from '../model/pay-lines';
import { isEditable } from '../model/payslip-status';
import { replaceGeneratedLines, ruleFor, workItems } from '../repository/pay-repository';

type Db = Kysely<Database>;

/** Approved and paid payslips are locked: a change is a conflict with that decision. */
export const lockedError = (status: string) =>
  new HttpError(409, 'ConflictError', `This payslip is ${status} and can no longer be changed`, {});

export const payslipRow = async (trx: Db, id: number) => {
  const row = await trx.selectFrom('payslips').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const assertEditable = async (trx: Db, id: number) => {
  const row = await payslipRow(trx, id);
  if (!isEditable(row.status as 'open')) throw lockedError(row.status);
  return row;
};

/**
 * (Re)computes an open payslip's lines from its driver's pay rule and completed jobs of the month;
 * manual lines stay. Jobs another payslip already pays are left out.
 */
export const generatePayslip = async (trx: Db, id: number, warnings: Warning[]): Promise<void> => {
  const row = await assertEditable(trx, id);
  const { from, to } = monthBounds(row.period);
  const rule = await ruleFor(trx, row.driver_id, from, to);
  if (!rule) warnings.push({ field: 'driver', message: `The driver has no pay rule for ${row.period}: only manual lines can be added` });
  const work = await workItems(trx, row.driver_id, row.id, from, to);
  await replaceGeneratedLines(trx, row.id, rule ? payLines(rule, work, row.period) : []);
};
