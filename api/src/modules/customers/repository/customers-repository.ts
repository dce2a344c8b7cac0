import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The customers module's own SQL beside the engine's (counts and ownership). */
type Row = Record<string, unknown>;

const countFor = async (db: Kysely<Database>, table: 'customer_contacts' | 'price_agreements', customerId: number): Promise<number> => {
  const result = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result?.n ?? 0);
};

/** Contacts and price agreements hanging on a customer (they make a delete an archive). */
export const attachedToCustomer = async (db: Kysely<Database>, customerId: number): Promise<number> =>
  (await countFor(db, 'customer_contacts', customerId)) + (await countFor(db, 'price_agreements', customerId));

/** A customer's stored row by documentId or id. */
export const findCustomerRow = (db: Kysely<Database>, ref: string | number): Promise<Row | undefined> => {
  const numeric = typeof ref === 'number' || /^\d+$/.test(ref);
  return db
    .selectFrom('customers')
    .selectAll()
    .where(numeric ? 'id' : 'document_id', '=', numeric ? Number(ref) : ref)
    .executeTakeFirst();
};

/** Ids of the saved filters a user owns. */
export const ownFilterIds = async (db: Kysely<Database>, ownerId: number): Promise<number[]> =>
  (await db.selectFrom('customer_filters').select('id').where('owner_id', '=', ownerId).execute()).map((row) => Number(row.id));

export const filterOwner = async (db: Kysely<Database>, id: number): Promise<number | null> => {
  const row = await db.selectFrom('customer_filters').select('owner_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.owner_id) : null;
};
