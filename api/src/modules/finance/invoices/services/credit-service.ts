import type { CustomerSnapshot, InvoiceCreditInput } from '@haulage/shared/contracts';
import { fieldErrors, HttpError, notFound } from '../../../../http/errors';
import { totalsOf } from '../model/amounts';
import { creditLinesOf } from '../model/credit';
import { applyCredit, creditRefusal } from '../model/invoice-state';
import {
  creditedQuantities,
  insertInvoice,
  invoiceStateOf,
  linesOfInvoice,
  lockInvoiceRow,
  updateInvoice,
} from '../repository/invoice-repository';
import { type FinaliseScope, finaliseInvoice } from './finalise-service';

/**
 * A credit note (kreditfaktura): a new invoice in the credit series referencing the original,
 * with negative lines of the chosen lines (all when none are chosen), issued at once. The original
 * is never changed, except its credited total (the balance falls by the note) and its status: `credited`
 * after a full credit, `paid` when the credit covers what the payments left. Answers the credit note's id.
 */
export const creditInvoice = async (scope: FinaliseScope, invoiceId: number, body: InvoiceCreditInput): Promise<number> => {
  const row = await lockInvoiceRow(scope.trx, scope.dialect, invoiceId);
  if (!row) throw notFound();
  const state = invoiceStateOf(row);
  const refusal = creditRefusal(state);
  if (refusal) throw new HttpError(409, 'ConflictError', refusal.message, {});
  const credited = await creditedQuantities(scope.trx, invoiceId);
  const lines = (await linesOfInvoice(scope.trx, invoiceId)).map((line) => ({ ...line, creditedQuantity: credited.get(line.id) ?? 0 }));
  const result = creditLinesOf(lines, body.lines);
  if (!result.ok) throw fieldErrors([{ path: ['lines'], message: result.message, name: 'ValidationError' }]);
  const creditLines = result.lines.map((line, index) => ({ ...line, position: index + 1 }));
  const totals = totalsOf(creditLines);
  const note = await insertInvoice(
    scope.trx,
    {
      kind: 'credit_note',
      customerId: Number(row.customer_id),
      customerSnapshot: JSON.parse(row.customer_snapshot) as CustomerSnapshot,
      currency: row.currency as never,
      lines: creditLines,
      ...totals,
      reverseCharge: Boolean(row.reverse_charge),
      legalText: row.legal_text,
      invoiceDate: scope.today,
      dueDate: scope.today,
      deliveryFrom: row.delivery_from,
      deliveryTo: row.delivery_to,
      jobIds: [],
      creditedInvoiceId: invoiceId,
      notes: body.reason ?? null,
    },
    scope.now,
  );
  await finaliseInvoice(scope, note.id);
  const after = applyCredit(state, -totals.total, result.full);
  await updateInvoice(scope.trx, invoiceId, { credited_total: after.creditedTotal, status: after.status }, scope.now);
  return note.id;
};
