import type { InvoicePaymentInput } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import { fieldErrors, HttpError, notFound } from '../../../../http/errors';
import { applyPayment } from '../model/invoice-state';
import { insertPayment, invoiceStateOf, lockInvoiceRow, updateInvoice } from '../repository/invoice-repository';

/** Records a payment (amount, date, reference) and moves the invoice to partially paid or paid. */
export const recordPayment = async (
  trx: Kysely<Database>,
  dialect: Dialect,
  invoiceId: number,
  body: Required<Pick<InvoicePaymentInput, 'amount' | 'paidOn'>> & { reference?: string | null },
  userId: number | null,
  now: string,
): Promise<void> => {
  const row = await lockInvoiceRow(trx, dialect, invoiceId);
  if (!row) throw notFound();
  const result = applyPayment(invoiceStateOf(row), body.amount);
  if (!result.ok && result.status === 409) throw new HttpError(409, 'ConflictError', result.message, {});
  if (!result.ok) throw fieldErrors([{ path: ['amount'], message: result.message, name: 'ValidationError' }]);
  await insertPayment(trx, { invoiceId, amount: body.amount, paidOn: body.paidOn, reference: body.reference ?? null, userId }, now);
  await updateInvoice(trx, invoiceId, { paid_total: result.paidTotal, status: result.status }, now);
};
