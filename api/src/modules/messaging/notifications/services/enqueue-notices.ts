import { type Language, isLanguage, type NotificationEvent } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { toE164 } from '../../model/phone';
import { insertEmail } from '../../outbox/email-repository';
import { insertSms } from '../../outbox/sms-repository';
import { noticeText } from '../model/notice-text';
import { decideRecipients, etaMovedEnough, type NoticeContact } from '../model/recipients';
import { type IssueTrackingLink, withheldLink } from '../model/tracking-link';
import { contactsWithChoices, customerChoices, findCustomerByRef } from '../repository/choices-repository';
import { hasNotice, insertNotice, lastToldEta, type NoticeJob, noticeJob, proofsOf } from '../repository/notices-repository';

type Db = Kysely<Database>;

/** Something that happened to a job that its customer may want to hear of. */
export type JobNoticeEvent =
  | { event: 'confirmation_asked'; jobId: number; at: string; skipSms?: string | null }
  | { event: 'loaded' | 'problem_reported'; jobId: number; at: string }
  | { event: 'delivered'; jobId: number; at: string; signedBy?: string | null }
  | { event: 'eta_moved'; jobId: number; eta: string };

/** The outboxes' related type of notices: their tracking link is filled in as they leave. */
export const JOB_NOTICES = 'job-notices';

const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'sv');
const lastOf = (job: NoticeJob, type: string) => job.stops.filter((s) => s.type === type).at(-1)?.place ?? null;

/** Loaded once every pickup is left, delivered once every delivery is: each told once per job. */
const isDue = async (trx: Db, job: NoticeJob, notice: JobNoticeEvent): Promise<boolean> => {
  if (notice.event === 'loaded') {
    const pickups = job.stops.filter((s) => s.type === 'pickup');
    return pickups.length > 0 && pickups.every((s) => s.departed_at) && !(await hasNotice(trx, job.id, 'loaded'));
  }
  if (notice.event === 'delivered') {
    const left = job.stops.filter((s) => s.type === 'delivery').every((s) => s.departed_at);
    return (notice.signedBy != null || left) && !(await hasNotice(trx, job.id, 'delivered'));
  }
  return true;
};

/** The ETA a new one is measured from: the last told, else the next stop's planned time. */
const etaBaseline = async (trx: Db, job: NoticeJob): Promise<string | null> =>
  (await lastToldEta(trx, job.id)) ?? job.stops.find((s) => !s.arrived_at)?.planned_from ?? null;

/**
 * Writes the notices of one event to the outboxes in the caller's transaction (so they exist only
 * if the event commits, and are sent once, with retries, by whichever instance claims them), one
 * row per message on the job. Answers how many were written; the caller wakes the outboxes.
 */
export const enqueueNotices = async (
  trx: Db,
  deps: { company: string; issueTrackingLink: IssueTrackingLink },
  notice: JobNoticeEvent,
): Promise<number> => {
  const job = await noticeJob(trx, notice.jobId);
  if (!job || job.kind !== 'job' || !(await isDue(trx, job, notice))) return 0;
  const customer = await findCustomerByRef(trx, 'id', job.customer_id);
  if (!customer) return 0;
  const own = await customerChoices(trx, job.customer_id);
  if (notice.event === 'eta_moved' && !etaMovedEnough(await etaBaseline(trx, job), notice.eta, own.etaThresholdMinutes)) return 0;
  const customerLanguage = languageOf(customer.language);
  const contacts: NoticeContact[] = (await contactsWithChoices(trx, job.customer_id)).map((c) => ({
    id: c.id,
    name: `${c.first_name} ${c.last_name}`.trim(),
    email: c.email_address,
    mobile: toE164(c.phone_number),
    smsConsent: c.sms_consent,
    language: c.language ? languageOf(c.language) : customerLanguage,
    choices: c.choices,
  }));
  const recipients = decideRecipients({
    event: notice.event,
    customer: { email: customer.email_address, language: customerLanguage, choices: own.events },
    contacts,
    jobContactId: job.contact_id == null ? null : Number(job.contact_id),
    skipSms: notice.event === 'confirmation_asked' ? notice.skipSms : null,
  });
  if (recipients.length === 0) return 0;
  const link = withheldLink((await deps.issueTrackingLink(trx, job.id)).url);
  const at = notice.event === 'eta_moved' ? notice.eta : notice.at;
  const signedBy = notice.event === 'delivered' ? (notice.signedBy ?? (await proofsOf(trx, job.id))[0]?.signed_by ?? null) : null;
  const facts = {
    company: deps.company,
    jobNumber: Number(job.job_number),
    plannedDate: job.planned_date,
    at,
    place: lastOf(job, notice.event === 'loaded' ? 'pickup' : 'delivery'),
    signedBy,
    link,
  };
  const now = new Date();
  const related = { relatedType: JOB_NOTICES, relatedDocumentId: job.document_id };
  for (const recipient of recipients) {
    const text = noticeText(notice.event as NotificationEvent, recipient.channel, recipient.language, facts);
    const message =
      recipient.channel === 'sms'
        ? { smsMessageId: (await insertSms(trx, { to: recipient.to, body: text.body, ...related }, now)).id }
        : {
            emailMessageId: (await insertEmail(trx, { to: recipient.to, subject: text.subject ?? '', body: text.body, ...related }, now))
              .id,
          };
    await insertNotice(trx, {
      jobId: job.id,
      event: notice.event,
      channel: recipient.channel,
      contactId: recipient.contactId,
      recipient: recipient.to,
      ...message,
      eta: notice.event === 'eta_moved' ? notice.eta : null,
      at: now.toISOString(),
    });
  }
  return recipients.length;
};
