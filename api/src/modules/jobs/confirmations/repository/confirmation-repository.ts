import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

const byRef = (ref: string | number): ['id' | 'document_id', string | number] =>
  typeof ref === 'number' || /^\d+$/.test(ref) ? ['id', Number(ref)] : ['document_id', ref];

/** What a confirmation needs of a job: its state, parties, and the stops a person recognises it by. */
export const findJobForConfirmation = async (db: Db, ref: string | number) => {
  const [column, value] = byRef(ref);
  const job = await db
    .selectFrom('jobs')
    .select([
      'id',
      'document_id',
      'job_number',
      'status',
      'kind',
      'planned_date',
      'customer_id',
      'contact_id',
      'driver_id',
      'goods_description',
      'pallets',
      'weight_kg',
      'confirmation_status',
    ])
    .where(column, '=', value)
    .executeTakeFirst();
  if (!job) return null;
  const stops = await db
    .selectFrom('job_stops')
    .select(['type', 'place', 'planned_from', 'planned_to'])
    .where('job_id', '=', job.id)
    .orderBy('sequence')
    .execute();
  return { ...job, stops };
};
export type ConfirmationJob = NonNullable<Awaited<ReturnType<typeof findJobForConfirmation>>>;

export const findContact = (db: Db, ref: string | number) => {
  const [column, value] = byRef(ref);
  return db
    .selectFrom('customer_contacts')
    .select(['id', 'first_name', 'last_name', 'phone_number', 'sms_consent', 'customer_id', 'language'])
    .where(column, '=', value)
    .executeTakeFirst();
};

export const findCustomerLanguage = async (db: Db, customerId: number | null): Promise<string | null> =>
  customerId == null
    ? null
    : ((await db.selectFrom('customers').select('language').where('id', '=', customerId).executeTakeFirst())?.language ?? null);

/** The customer's contacts with what tells which of them a link was texted to, and their language. */
export const findContactsOfCustomer = (db: Db, customerId: number) =>
  db
    .selectFrom('customer_contacts')
    .select(['id', 'first_name', 'last_name', 'phone_number', 'language'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

export const findDriver = (db: Db, ref: string | number) => {
  const [column, value] = byRef(ref);
  return db.selectFrom('drivers').select(['id', 'first_name', 'last_name', 'phone_number']).where(column, '=', value).executeTakeFirst();
};

/** Sending again replaces the earlier links of the job: only the newest one can be answered. */
export const replaceOpenLinks = async (trx: Db, jobId: number, at: string): Promise<void> => {
  await trx
    .updateTable('confirmation_links')
    .set({ replaced_at: at, updated_at: at })
    .where('job_id', '=', jobId)
    .where('responded_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
};

export const insertLink = async (
  trx: Db,
  link: {
    documentId: string;
    jobId: number;
    tokenHash: string;
    recipientType: string;
    recipientName: string | null;
    phone: string;
    smsMessageId: number;
    sentBy: number | null;
    at: string;
    expiresAt: string;
  },
): Promise<void> => {
  await trx
    .insertInto('confirmation_links')
    .values({
      document_id: link.documentId,
      job_id: link.jobId,
      token_hash: link.tokenHash,
      recipient_type: link.recipientType,
      recipient_name: link.recipientName,
      phone: link.phone,
      sms_message_id: link.smsMessageId,
      sent_by: link.sentBy,
      sent_at: link.at,
      expires_at: link.expiresAt,
      created_at: link.at,
      updated_at: link.at,
      published_at: link.at,
    })
    .execute();
};

export const setConfirmationStatus = async (trx: Db, jobId: number, status: string, at: string): Promise<void> => {
  await trx.updateTable('jobs').set({ confirmation_status: status, updated_at: at }).where('id', '=', jobId).execute();
};

/** A link by its token's hash, with its job's state and customer. */
export const findLinkByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('confirmation_links as l')
    .innerJoin('jobs as j', 'j.id', 'l.job_id')
    .select([
      'l.id',
      'l.job_id',
      'l.recipient_type',
      'l.recipient_name',
      'l.phone',
      'l.expires_at',
      'l.responded_at',
      'l.replaced_at',
      'l.response',
      'j.document_id as job_document_id',
      'j.status as job_status',
      'j.customer_id',
      'j.contact_id',
    ])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const touchLink = async (db: Db, id: number, at: string): Promise<void> => {
  await db
    .updateTable('confirmation_links')
    .set((eb) => ({ access_count: eb('access_count', '+', 1), last_accessed_at: at }))
    .where('id', '=', id)
    .execute();
};

/**
 * Records the answer if, and only if, nobody answered first: one conditional UPDATE, so of many
 * simultaneous answers exactly one changes the row (true) and the others see it taken (false).
 */
export const answerLink = async (
  trx: Db,
  id: number,
  answer: { response: string; reason: string | null; ip: string; at: string },
): Promise<boolean> => {
  const result = await trx
    .updateTable('confirmation_links')
    .set({ response: answer.response, reason: answer.reason, response_ip: answer.ip, responded_at: answer.at, updated_at: answer.at })
    .where('id', '=', id)
    .where('responded_at', 'is', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Jobs still waiting on a link that has run out: their confirmation is now `expired`. */
export const jobsWithExpiredLinks = (db: Db, now: string) =>
  db
    .selectFrom('jobs as j')
    .innerJoin('confirmation_links as l', 'l.job_id', 'j.id')
    .select(['j.id', 'j.document_id'])
    .where('j.confirmation_status', '=', 'sent')
    .where('l.responded_at', 'is', null)
    .where('l.replaced_at', 'is', null)
    .where('l.expires_at', '<=', now)
    .limit(500)
    .execute();

export const setEta = async (trx: Db, jobId: number, eta: string, source: string, at: string): Promise<void> => {
  await trx.updateTable('jobs').set({ eta, eta_source: source, updated_at: at }).where('id', '=', jobId).execute();
};
