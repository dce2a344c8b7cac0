import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

/** What a notice needs of its job, read in the event's transaction. */
export const noticeJob = async (db: Db, jobId: number) => {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'document_id', 'job_number', 'kind', 'customer_id', 'contact_id', 'planned_date', 'eta'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.customer_id == null) return null;
  const stops = await db
    .selectFrom('job_stops')
    .select(['type', 'place', 'planned_from', 'arrived_at', 'departed_at'])
    .where('job_id', '=', jobId)
    .orderBy('sequence')
    .execute();
  return { ...job, customer_id: Number(job.customer_id), stops };
};
export type NoticeJob = NonNullable<Awaited<ReturnType<typeof noticeJob>>>;

export const hasNotice = async (db: Db, jobId: number, event: string): Promise<boolean> =>
  (await db.selectFrom('job_notices').select('id').where('job_id', '=', jobId).where('event', '=', event).limit(1).executeTakeFirst()) !==
  undefined;

/** The ETA last told to the customer, the next move is measured from. */
export const lastToldEta = async (db: Db, jobId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('job_notices')
    .select('eta')
    .where('job_id', '=', jobId)
    .where('event', '=', 'eta_moved')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.eta ?? null;
};

export const proofsOf = (db: Db, jobId: number) =>
  db.selectFrom('job_proofs').select(['signed_by', 'at']).where('job_id', '=', jobId).orderBy('at', 'desc').execute();

export const insertNotice = async (
  trx: Db,
  row: {
    jobId: number;
    event: string;
    channel: string;
    contactId: number | null;
    recipient: string;
    smsMessageId?: number;
    emailMessageId?: number;
    eta?: string | null;
    at: string;
  },
): Promise<void> => {
  await trx
    .insertInto('job_notices')
    .values({
      job_id: row.jobId,
      event: row.event,
      channel: row.channel,
      contact_id: row.contactId,
      recipient: row.recipient,
      sms_message_id: row.smsMessageId ?? null,
      email_message_id: row.emailMessageId ?? null,
      eta: row.eta ?? null,
      created_at: row.at,
    })
    .execute();
};

export const jobIdByDocumentId = async (db: Db, documentId: string): Promise<number | null> => {
  const row = await db.selectFrom('jobs').select('id').where('document_id', '=', documentId).executeTakeFirst();
  return row ? Number(row.id) : null;
};
