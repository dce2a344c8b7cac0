import { invoiceCreditSchema, invoicePaymentSchema, invoiceUpdateSchema, officeToday } from '@haulage/shared/contracts';
import { type CommandContext, defineCommand, type FieldCommands } from '../../../../content';
import { actorOf } from '../../../jobs/index';
import { creditInvoice } from './credit-service';
import { type FinaliseScope, finaliseInvoice } from './finalise-service';
import { overrideLineVat } from './invoice-hooks';
import { recordPayment } from './payment-service';

/** The settings finalising and crediting read (the seller on the PDF, numbering), given when the routes are registered. */
export type InvoiceSettings = FinaliseScope['config'];

export const finaliseScopeOf = (ctx: Pick<CommandContext, 'trx' | 'dialect' | 'request'>, config: InvoiceSettings): FinaliseScope => ({
  trx: ctx.trx,
  dialect: ctx.dialect,
  config,
  actor: actorOf(ctx.request),
  today: officeToday(),
  now: new Date().toISOString(),
});

const publishJobs = (ctx: CommandContext, documentIds: string[]) => {
  // Subscribers re-read by documentId; the id is not needed to refresh a board or a list.
  for (const documentId of documentIds) ctx.publish('jobs', 'status-changed', { id: 0, documentId });
};

/** POST /api/customers/invoices/:id/finalise: number, jobs invoiced, PDF frozen (finalise-service). */
export const finaliseCommand = (config: InvoiceSettings) =>
  defineCommand({
    name: 'finalise',
    run: async (ctx) => {
      publishJobs(ctx, await finaliseInvoice(finaliseScopeOf(ctx, config), ctx.entry.id));
      ctx.publish('invoices', 'finalised', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    },
  });

/** POST /api/customers/invoices/:id/credit {lines?, reason?}: answers the issued credit note. */
export const creditCommand = (config: InvoiceSettings) =>
  defineCommand({
    name: 'credit',
    action: 'create',
    body: invoiceCreditSchema,
    run: async (ctx) => {
      const id = await creditInvoice(finaliseScopeOf(ctx, config), ctx.entry.id, ctx.body);
      ctx.publish('invoices', 'credited', { id: ctx.entry.id, documentId: ctx.entry.documentId });
      return { id };
    },
  });

/** POST /api/customers/invoices/:id/payments {amount, paidOn, reference?} */
export const paymentCommand = defineCommand({
  name: 'payments',
  body: invoicePaymentSchema,
  run: async (ctx) => {
    await recordPayment(ctx.trx, ctx.dialect, ctx.entry.id, ctx.body, Number(ctx.request.user.id) || null, new Date().toISOString());
    ctx.publish('invoices', 'paid', { id: ctx.entry.id, documentId: ctx.entry.documentId });
  },
});

const linesSchema = invoiceUpdateSchema.pick({ lines: true }).required();

/** A PUT of a draft's `lines` is a per-line VAT override, never a rewrite of the lines. */
export const lineVatCommand = defineCommand({
  name: 'lines',
  route: false,
  body: linesSchema,
  run: async (ctx) => overrideLineVat(ctx, ctx.body.lines),
});

export const invoiceFieldCommands: FieldCommands = {
  lines: (value) => ({ command: lineVatCommand, body: linesSchema.parse({ lines: value }) }),
};
