import { type Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

export interface DriversToPay {
  /** Drivers with a pay rule for the month and no payslip for it yet, by id. */
  due: number[];
  /** Drivers still employed with no payslip and no pay rule for the month: they need a rule first. */
  withoutRule: { documentId: string; name: string }[];
}

/**
 * The drivers a month's payslips are made for: every driver who is not inactive and has no payslip
 * for the period. `limit` bounds one call's work; the rest is answered as remaining.
 */
export const driversToPay = async (db: Db, period: string, from: string, to: string, limit: number): Promise<DriversToPay> => {
  const rows = await db
    .selectFrom('drivers as d')
    .select(['d.id', 'd.document_id', 'd.first_name', 'd.last_name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('pay_rules as r')
            .select('r.id')
            .whereRef('r.driver_id', '=', 'd.id')
            .where('r.valid_from', '<=', to)
            .where((w) => w.or([w('r.valid_to', 'is', null), w('r.valid_to', '>=', from)])),
        )
        .as('has_rule'),
    )
    .where('d.driver_status', '!=', 'inactive')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('payslips as p').select('p.id').whereRef('p.driver_id', '=', 'd.id').where('p.period', '=', period))),
    )
    .orderBy('d.last_name')
    .orderBy('d.first_name')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return {
    due: rows.filter((row) => Boolean(row.has_rule)).map((row) => row.id),
    withoutRule: rows
      .filter((row) => !row.has_rule)
      .map((row) => ({ documentId: row.document_id, name: `${row.first_name} ${row.last_name}`.trim() })),
  };
};
