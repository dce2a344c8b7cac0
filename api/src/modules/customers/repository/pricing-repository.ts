import type { PriceLine } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

type Row = Record<string, unknown>;

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
export const linesOf = async (db: Kysely<Database>, agreementIds: number[]): Promise<Map<number, PriceLine[]>> => {
  const map = new Map<number, PriceLine[]>(agreementIds.map((id) => [id, []]));
  if (agreementIds.length === 0) return map;
  const rows = await db
    .selectFrom('price_lines')
    .selectAll()
    .where('agreement_id', 'in', agreementIds)
    .orderBy('agreement_id')
    .orderBy('position')
    .execute();
  for (const row of rows) map.get(Number(row.agreement_id))?.push(toLine(row));
  return map;
};

export const replaceLines = async (trx: Kysely<Database>, agreementId: number, lines: PriceLine[]): Promise<void> => {
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
export const findGenericRow = (db: Kysely<Database>): Promise<Row | undefined> =>
  db.selectFrom('price_agreements').selectAll().where('customer_id', 'is', null).orderBy('id').limit(1).executeTakeFirst();

/** A customer's active agreements, newest first. */
export const activeRowsFor = (db: Kysely<Database>, customerId: number): Promise<Row[]> =>
  db
    .selectFrom('price_agreements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .execute();

/** An agreement's stored row by documentId or id. */
export const findAgreementRow = (db: Kysely<Database>, ref: string | number): Promise<Row | undefined> => {
  const numeric = typeof ref === 'number' || /^\d+$/.test(ref);
  return db
    .selectFrom('price_agreements')
    .selectAll()
    .where(numeric ? 'id' : 'document_id', '=', numeric ? Number(ref) : ref)
    .executeTakeFirst();
};
