import type { EntryData, ReadContext } from '../../../../content';
import { linesOf, payDrivers } from '../repository/pay-repository';

type PayTable = 'pay_rules' | 'payslips' | 'driver_payments';

/**
 * Every pay answer names its driver the same way (names and employee number), replacing whatever
 * `populate=driver` read: a personal identity number never leaves the API through pay.
 */
export const decorateDrivers =
  (table: PayTable) =>
  async (entries: EntryData[], ctx: ReadContext): Promise<void> => {
    const ids = entries.map((e) => Number(e.id));
    const rows = await ctx.db.selectFrom(table).select(['id', 'driver_id']).where('id', 'in', ids).execute();
    const driverOf = new Map(rows.map((r) => [r.id, r.driver_id]));
    const drivers = await payDrivers(ctx.db, [...new Set(rows.map((r) => r.driver_id))]);
    for (const entry of entries) entry.driver = drivers.get(driverOf.get(Number(entry.id)) ?? -1) ?? null;
  };

/** A single payslip carries its lines; a list stays light. */
export const decoratePayslips = async (entries: EntryData[], ctx: ReadContext): Promise<void> => {
  await decorateDrivers('payslips')(entries, ctx);
  if (ctx.answer === 'list') return;
  const lines = await linesOf(
    ctx.db,
    entries.map((e) => Number(e.id)),
  );
  for (const entry of entries) entry.lines = lines.get(Number(entry.id)) ?? [];
};
