import type { InvoiceKind } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { formatInvoiceNumber } from '../model/numbering';

type Db = Kysely<Database>;

export interface TakenNumber {
  series: string;
  fiscalYear: number;
  sequence: number;
  number: string;
}

/**
 * The next number of the kind's series for the fiscal year, taken in the finalising transaction
 * (ADR 12, ADR 21). The year's row is made on first use; one UPDATE … RETURNING then increments
 * it and holds its row lock until commit on PostgreSQL (a second finaliser waits, then reads the
 * incremented value); SQLite has one writer. A rollback gives the number back: no gap, no duplicate.
 */
export const takeInvoiceNumber = async (trx: Db, kind: InvoiceKind, fiscalYear: number, prefix: string): Promise<TakenNumber> => {
  await trx
    .insertInto('invoice_series')
    .values({ kind, fiscal_year: fiscalYear, prefix, next_number: 1 })
    .onConflict((conflict) => conflict.columns(['kind', 'fiscal_year']).doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_series')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('kind', '=', kind)
    .where('fiscal_year', '=', fiscalYear)
    .returning(['next_number', 'prefix'])
    .executeTakeFirstOrThrow();
  const sequence = Number(row.next_number) - 1;
  // The prefix is the series' own, fixed when its year began: a changed setting starts with the next year.
  return { series: row.prefix, fiscalYear, sequence, number: formatInvoiceNumber(row.prefix, fiscalYear, sequence) };
};
