import { type CustomerSnapshot, type InvoiceKind, type InvoiceStatus, officeToday, type VatRate } from '@haulage/shared/contracts';
import type { CollectionHooks, CommandContext } from '../../../../content';
import { fieldErrors, HttpError } from '../../../../http/errors';
import { totalsOf } from '../model/amounts';
import { addDays } from '../model/dates';
import { balanceOf, draftOnlyRefusal, isOverdue } from '../model/invoice-state';
import { lineVatRate, vatTreatmentOf } from '../model/vat';
import { findInvoiceRow, linesOfInvoice, lockInvoiceRow, updateInvoice, updateLineVat } from '../repository/invoice-repository';

const refuseUnlessDraft = (status: unknown, write: 'edit' | 'delete') => {
  const refusal = draftOnlyRefusal(status as InvoiceStatus, write);
  if (refusal) throw new HttpError(409, 'ConflictError', refusal.message, {});
};

const DAY = 86_400_000;

/** Per-line VAT overrides of a draft, each with its reason; the totals follow. */
export const overrideLineVat = async (ctx: CommandContext, overrides: { id: number; vatRate: VatRate; vatReason?: string | null }[]) => {
  const row = (await lockInvoiceRow(ctx.trx, ctx.dialect, ctx.entry.id))!;
  refuseUnlessDraft(row.status, 'edit');
  const treatment = vatTreatmentOf((JSON.parse(row.customer_snapshot) as CustomerSnapshot).vatType);
  const lines = await linesOfInvoice(ctx.trx, ctx.entry.id);
  const now = new Date().toISOString();
  for (const [index, override] of overrides.entries()) {
    if (!lines.some((line) => line.id === override.id))
      throw fieldErrors([{ path: ['lines', index, 'id'], message: `Line ${override.id} is not on this invoice`, name: 'ValidationError' }]);
    const rate = lineVatRate(treatment, override);
    if (!rate.ok) throw fieldErrors([{ path: ['lines', index, 'vatReason'], message: rate.message, name: 'ValidationError' }]);
    await updateLineVat(ctx.trx, override.id, ctx.entry.id, rate.rate, rate.reason, now);
  }
  const totals = totalsOf(await linesOfInvoice(ctx.trx, ctx.entry.id));
  await updateInvoice(
    ctx.trx,
    ctx.entry.id,
    { subtotal: totals.subtotal, vat_total: totals.vatTotal, total: totals.total, vat_breakdown: JSON.stringify(totals.vatBreakdown) },
    now,
  );
};

/** Drafts only are edited or deleted (409 otherwise); a new invoice date keeps the payment terms. */
export const invoiceHooks: CollectionHooks = {
  beforeUpdate: async (ctx, existing) => {
    refuseUnlessDraft(existing.status, 'edit');
    if (typeof ctx.data.invoiceDate === 'string') {
      const row = (await findInvoiceRow(ctx.trx, existing.id))!;
      const terms = Math.round((Date.parse(row.due_date) - Date.parse(row.invoice_date)) / DAY);
      ctx.data.dueDate = addDays(ctx.data.invoiceDate, terms);
    }
  },
  beforeDelete: (_ctx, existing) => refuseUnlessDraft(existing.status, 'delete'),
  decorate: (entries) => {
    const today = officeToday();
    for (const entry of entries) {
      if (entry.total === undefined || entry.paidTotal === undefined || entry.creditedTotal === undefined) continue;
      const figures = { total: Number(entry.total), creditedTotal: Number(entry.creditedTotal), paidTotal: Number(entry.paidTotal) };
      entry.balance = balanceOf(figures);
      if (entry.status !== undefined && entry.dueDate !== undefined && entry.kind !== undefined)
        entry.overdue = isOverdue(
          { kind: entry.kind as InvoiceKind, status: entry.status as InvoiceStatus, dueDate: String(entry.dueDate), ...figures },
          today,
        );
    }
  },
};
