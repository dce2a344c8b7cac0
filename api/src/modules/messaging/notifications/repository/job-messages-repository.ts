import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

const contactName = (first: string | null, last: string | null) => (first == null ? null : `${first} ${last ?? ''}`.trim());

/** The job by id or documentId. */
export const findJobRef = (db: Db, ref: string) =>
  db
    .selectFrom('jobs')
    .select(['id', 'document_id'])
    .where(/^\d+$/.test(ref) ? 'id' : 'document_id', '=', /^\d+$/.test(ref) ? Number(ref) : (ref as never))
    .executeTakeFirst();

/** Every message sent about a job: its notices (SMS and e-mail) and its confirmation requests, oldest first. */
export const jobMessages = async (db: Db, jobId: number) => {
  const texts = await db
    .selectFrom('job_notices as n')
    .innerJoin('sms_messages as m', 'm.id', 'n.sms_message_id')
    .leftJoin('customer_contacts as c', 'c.id', 'n.contact_id')
    .select(['n.event', 'm.recipient', 'm.body', 'm.status', 'm.attempts', 'm.created_at', 'm.sent_at', 'c.first_name', 'c.last_name'])
    .where('n.job_id', '=', jobId)
    .execute();
  const emails = await db
    .selectFrom('job_notices as n')
    .innerJoin('email_messages as m', 'm.id', 'n.email_message_id')
    .leftJoin('customer_contacts as c', 'c.id', 'n.contact_id')
    .select([
      'n.event',
      'm.recipient',
      'm.subject',
      'm.body',
      'm.status',
      'm.attempts',
      'm.created_at',
      'm.sent_at',
      'c.first_name',
      'c.last_name',
    ])
    .where('n.job_id', '=', jobId)
    .execute();
  const confirmations = await db
    .selectFrom('confirmation_links as l')
    .innerJoin('sms_messages as m', 'm.id', 'l.sms_message_id')
    .select(['l.recipient_name', 'm.recipient', 'm.body', 'm.status', 'm.attempts', 'm.created_at', 'm.sent_at'])
    .where('l.job_id', '=', jobId)
    .execute();
  const all = [
    ...texts.map((m) => ({ ...m, channel: 'sms' as const, subject: null, name: contactName(m.first_name, m.last_name) })),
    ...emails.map((m) => ({ ...m, channel: 'email' as const, name: contactName(m.first_name, m.last_name) })),
    ...confirmations.map((m) => ({ ...m, channel: 'sms' as const, event: 'confirmation_link', subject: null, name: m.recipient_name })),
  ];
  return all.sort((a, b) => a.created_at.localeCompare(b.created_at));
};
