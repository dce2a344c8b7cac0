import type { PriceLine } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { pricingsType } from './content-types';
import { createEntryRepository, type Row } from './entry-repository';

export const agreements = createEntryRepository(pricingsType);

const num = (value: unknown): number | null => (value == null ? null : Number(value));

const toLine = (row: Row): PriceLine => ({
  vehicleClass: row.vehicle_class as PriceLine['vehicleClass'],
  component: row.component as PriceLine['component'],
  unitPrice: Number(row.unit_price),
  minQuantity: num(row.min_quantity),
  minCharge: num(row.min_charge),
  rounding: row.rounding as PriceLine['rounding'],
  freeQuantity: num(row.free_quantity),
  fromArea: (row.from_area as string | null) ?? null,
  toArea: (row.to_area as string | null) ?? null,
});

/** The price lines of each agreement, in the order they were saved. */
export const linesOf = async (db: Kysely<any>, agreementIds: number[]): Promise<Map<number, PriceLine[]>> => {
  const map = new Map<number, PriceLine[]>(agreementIds.map((id) => [id, []]));
  if (agreementIds.length === 0) return map;
  const rows = await db.selectFrom('price_lines').selectAll().where('agreement_id', 'in', agreementIds).orderBy('agreement_id').orderBy('position').execute();
  for (const row of rows) map.get(Number(row.agreement_id))?.push(toLine(row));
  return map;
};

export const replaceLines = async (trx: Kysely<any>, agreementId: number, lines: PriceLine[]): Promise<void> => {
  await trx.deleteFrom('price_lines').where('agreement_id', '=', agreementId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('price_lines')
    .values(
      lines.map((line, position) => ({
        agreement_id: agreementId,
        position,
        vehicle_class: line.vehicleClass,
        component: line.component,
        unit_price: line.unitPrice,
        min_quantity: line.minQuantity ?? null,
        min_charge: line.minCharge ?? null,
        rounding: line.rounding,
        free_quantity: line.freeQuantity ?? null,
        from_area: line.fromArea ?? null,
        to_area: line.toArea ?? null,
      })),
    )
    .execute();
};

/** The generic model: the (single) agreement without a customer. */
export const findGenericRow = (db: Kysely<any>): Promise<Row | undefined> =>
  db.selectFrom('price_agreements').selectAll().where('customer_id', 'is', null).orderBy('id').limit(1).executeTakeFirst();

/** A customer's active agreements, newest first. */
export const activeRowsFor = (db: Kysely<any>, customerId: number): Promise<Row[]> =>
  db.selectFrom('price_agreements').selectAll().where('customer_id', '=', customerId).where('status', '=', 'active').orderBy('id', 'desc').execute();
