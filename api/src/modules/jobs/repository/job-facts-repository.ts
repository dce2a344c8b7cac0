import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { ContactFacts } from '../model/job-contact';
import type { PricedStop } from '../model/job-lock';
import { byRef } from './jobs-repository';

type Db = Kysely<Database>;

/** A customer by id or documentId: its id and name (the job's rules name it). */
export const customerByRef = async (db: Db, ref: string | number): Promise<{ id: number; companyName: string } | null> => {
  const [column, value] = byRef(ref);
  const row = await db.selectFrom('customers').select(['id', 'company_name']).where(column, '=', value).executeTakeFirst();
  return row ? { id: Number(row.id), companyName: row.company_name } : null;
};

export const contactByRef = async (db: Db, ref: string | number): Promise<ContactFacts | null> => {
  const [column, value] = byRef(ref);
  const row = await db
    .selectFrom('customer_contacts')
    .select(['first_name', 'last_name', 'customer_id'])
    .where(column, '=', value)
    .executeTakeFirst();
  return row
    ? { firstName: row.first_name, lastName: row.last_name, customerId: row.customer_id == null ? null : Number(row.customer_id) }
    : null;
};

export const destinationIdByRef = async (db: Db, ref: string | number): Promise<number | null> => {
  const [column, value] = byRef(ref);
  const row = await db.selectFrom('destinations').select('id').where(column, '=', value).executeTakeFirst();
  return row ? Number(row.id) : null;
};

/** A job's stops as its price sees them, in sequence order. */
export const pricedStopsOf = async (db: Db, jobId: number): Promise<PricedStop[]> =>
  (
    await db
      .selectFrom('job_stops')
      .select(['type', 'destination_id', 'planned_from', 'planned_to'])
      .where('job_id', '=', jobId)
      .orderBy('sequence')
      .orderBy('id')
      .execute()
  ).map((row) => ({
    type: row.type,
    destination: row.destination_id == null ? null : Number(row.destination_id),
    plannedFrom: row.planned_from,
    plannedTo: row.planned_to,
  }));
