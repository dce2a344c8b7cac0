import { officeToday } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../../config';
import type { Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import { moveJob } from '../../../jobs/index';
import { finaliseInvoice } from '../services/finalise-service';
import { recordPayment } from '../services/payment-service';
import { runStep } from '../services/run-service';

const ACTOR = { id: null, name: 'Demo data' };

/**
 * A few demo invoices on an empty invoices table, from the seeded completed jobs of three
 * customers: one paid, one issued, one draft. Issuing is skipped where it would be refused
 * (production with the demo seller). Answers whether it wrote anything.
 */
export const seedInvoices = async (
  db: Kysely<Database>,
  dialect: Dialect,
  config: Pick<Config, 'production' | 'invoicing'>,
): Promise<boolean> => {
  if (await db.selectFrom('invoices').select('id').limit(1).executeTakeFirst()) return false;
  const customers = (
    await db
      .selectFrom('jobs')
      .select('customer_id')
      .where('status', '=', 'completed')
      .where('kind', '=', 'job')
      .groupBy('customer_id')
      .orderBy('customer_id')
      .limit(3)
      .execute()
  ).map((row) => Number(row.customer_id));
  if (customers.length === 0) return false;
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'planned_date'])
    .where('status', '=', 'completed')
    .where('kind', '=', 'job')
    .where('customer_id', 'in', customers)
    .where('planned_date', 'is not', null)
    .orderBy('planned_date')
    .limit(15)
    .execute();
  if (jobs.length === 0) return false;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const job of jobs) await moveJob({ trx, dialect, mover: 'system', actor: ACTOR }, Number(job.id), 'ready_to_invoice');
    const period = { from: jobs[0]!.planned_date!, to: jobs.at(-1)!.planned_date!, customers };
    const { data } = await runStep(trx, period, now);
    if (config.production && config.invoicing.demo) return;
    const scope = { trx, dialect, config, actor: ACTOR, today: officeToday(), now };
    const [paid, issued] = data.map((draft) => draft.invoice!.id);
    for (const id of [paid, issued]) if (id !== undefined) await finaliseInvoice(scope, id);
    if (paid !== undefined) {
      const total = Number((await trx.selectFrom('invoices').select('total').where('id', '=', paid).executeTakeFirstOrThrow()).total);
      await recordPayment(trx, dialect, paid, { amount: total, paidOn: officeToday(), reference: 'Bankgiro' }, null, now);
    }
  });
  return true;
};
