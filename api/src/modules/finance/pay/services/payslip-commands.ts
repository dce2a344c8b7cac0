import { type PayslipAction, manualLineSchema, payslipRejectSchema } from '@haulage/shared/contracts';
import { z } from 'zod';
import { type Command, defineCommand } from '../../../../content';
import { applicationError, notFound } from '../../../../http/errors';
import { amountOf } from '../model/pay-lines';
import { payslipTransition } from '../model/payslip-status';
import { addLine, removeManualLine } from '../repository/pay-repository';
import { assertEditable, generatePayslip, payslipRow } from './payslip-service';

const touch = (now: string) => ({ updated_at: now });

/** submit / approve / pay / reject: the status machine, with who approved and why a payslip was rejected. */
const statusCommand = (action: PayslipAction, body?: typeof payslipRejectSchema) =>
  defineCommand({
    name: action,
    body,
    run: async (ctx) => {
      const row = await payslipRow(ctx.trx, ctx.entry.id);
      const move = payslipTransition(row.status as 'open', action);
      if ('error' in move) throw applicationError(move.error, { status: row.status });
      const now = new Date().toISOString();
      const reason = (ctx.body as { reason?: string } | undefined)?.reason ?? null;
      const changes = {
        submit: { submitted_at: now, rejection_reason: null },
        approve: { approved_at: now, approved_by: ctx.request.user.name || ctx.request.user.email },
        reject: { rejection_reason: reason, submitted_at: null },
        pay: { paid_at: now },
      }[action];
      await ctx.trx
        .updateTable('payslips')
        .set({ status: move.to, ...changes, ...touch(now) })
        .where('id', '=', row.id)
        .execute();
      ctx.publish('driver-salaries', 'updated', { id: row.id, documentId: row.document_id });
    },
  });

const regenerate = defineCommand({
  name: 'regenerate',
  run: async (ctx) => {
    await generatePayslip(ctx.trx, ctx.entry.id, ctx.warnings);
    await ctx.trx.updateTable('payslips').set(touch(new Date().toISOString())).where('id', '=', ctx.entry.id).execute();
  },
});

const addManualLine = defineCommand({
  name: 'add-line',
  body: manualLineSchema,
  run: async (ctx) => {
    await assertEditable(ctx.trx, ctx.entry.id);
    const { description, quantity, unit, rate } = ctx.body;
    await addLine(ctx.trx, ctx.entry.id, {
      source: 'manual',
      kind: 'manual',
      jobId: null,
      date: null,
      description,
      quantity,
      unit,
      rate,
      amount: amountOf(quantity, rate),
    });
    await ctx.trx.updateTable('payslips').set(touch(new Date().toISOString())).where('id', '=', ctx.entry.id).execute();
  },
});

const removeLine = defineCommand({
  name: 'remove-line',
  body: z.object({ line: z.int({ error: 'line must be the id of a manual line' }).positive() }),
  run: async (ctx) => {
    await assertEditable(ctx.trx, ctx.entry.id);
    if (!(await removeManualLine(ctx.trx, ctx.entry.id, ctx.body.line))) throw notFound('This payslip has no such manual line');
    await ctx.trx.updateTable('payslips').set(touch(new Date().toISOString())).where('id', '=', ctx.entry.id).execute();
  },
});

export const payslipCommands: Command[] = [
  statusCommand('submit'),
  statusCommand('approve'),
  statusCommand('reject', payslipRejectSchema),
  statusCommand('pay'),
  regenerate,
  addManualLine,
  removeLine,
] as Command[];
