import type { ConfirmationRequest, Language } from '@haulage/shared/contracts';
import { createId } from '@paralleldrive/cuid2';
import { inPublishingTransaction } from '../../../../content';
import type { Config } from '../../../../config';
import { applicationError, fieldErrors, notFound } from '../../../../http/errors';
import type { RequestUser, ServiceHost, WakePort } from '../../../../ports';
import { type CustomerNotices, enqueueSms, toE164 } from '../../../messaging/index';
import { actorOf, recordStatusMove } from '../../services/job-writer';
import { CONFIRMATION_SMS, confirmationLink, confirmationSmsText, withheldConfirmationLink } from '../model/confirmation-sms';
import { CONFIRMABLE_STATUSES, confirmationExpiry, confirmationToken, hashConfirmationToken } from '../model/confirmation-token';
import { personName, readerLanguage } from '../model/reader-language';
import {
  type ConfirmationJob,
  findContact,
  findCustomerLanguage,
  findDriver,
  findJobForConfirmation,
  insertLink,
  replaceOpenLinks,
  setConfirmationStatus,
} from '../repository/confirmation-repository';

const refused = (field: string, message: string) => fieldErrors([{ path: [field], message, name: 'ValidationError' }]);

interface Recipient {
  name: string;
  phone: string;
  language: Language;
}

/** The person to text: the named contact or driver, else the job's; refused with the field to fix. */
const recipientOf = async (app: Pick<ServiceHost, 'db'>, job: ConfirmationJob, request: ConfirmationRequest): Promise<Recipient> => {
  if (request.recipientType === 'customer_contact') {
    const ref = request.contact ?? job.contact_id;
    if (ref == null) throw refused('contact', 'The job has no contact: choose the customer contact to ask');
    const contact = await findContact(app.db, ref);
    if (!contact || contact.customer_id !== job.customer_id)
      throw refused('contact', 'The contact is not one of the job’s customer’s contacts');
    const name = personName(contact);
    if (!contact.sms_consent) throw refused('contact', `${name} has not agreed to receive text messages`);
    const phone = toE164(contact.phone_number);
    if (!phone) throw refused('contact', `${name} has no mobile number to text`);
    const customer = await findCustomerLanguage(app.db, job.customer_id);
    return { name, phone, language: readerLanguage({ recipientType: request.recipientType, contact: contact.language, customer }) };
  }
  const ref = request.driver ?? job.driver_id;
  if (ref == null) throw refused('driver', 'The job has no driver: plan it or choose the driver to ask');
  const driver = await findDriver(app.db, ref);
  if (!driver) throw refused('driver', 'The driver does not exist');
  const name = personName(driver);
  const phone = toE164(driver.phone_number);
  if (!phone) throw refused('driver', `${name} has no mobile number to text`);
  return { name, phone, language: readerLanguage({ recipientType: request.recipientType }) };
};

/** What sending needs: where to write, the link's settings, and the SMS outbox to wake. */
export interface ConfirmationHost extends ServiceHost {
  config: Pick<Config, 'confirmationTtlHours' | 'jwtSecret' | 'companyName' | 'appUrl'>;
  smsOutbox: WakePort;
  customerNotices: CustomerNotices;
}

/**
 * POST /api/jobs/sms-meta-data: a new single-use link for the job, its text message in the outbox,
 * earlier links replaced, the job `sent` and the request in its history, all in one transaction;
 * then the outbox is woken and the job's watchers told. The answer carries the link itself.
 */
export const sendConfirmation = async (app: ConfirmationHost, sender: RequestUser, request: ConfirmationRequest) => {
  const job = await findJobForConfirmation(app.db, request.job);
  if (!job) throw notFound('The job does not exist');
  if (job.kind !== 'job' || !(CONFIRMABLE_STATUSES as readonly string[]).includes(job.status))
    throw applicationError(`A ${job.status} job cannot be sent for confirmation`);
  const recipient = await recipientOf(app, job, request);
  const now = new Date();
  const firstStopAt = job.stops.find((stop) => stop.planned_from)?.planned_from ?? null;
  const expires = confirmationExpiry(now, app.config.confirmationTtlHours, firstStopAt);
  if (!expires) throw applicationError('The job’s first stop has passed: there is nothing left to confirm');
  const linkDocumentId = createId();
  const token = confirmationToken(app.config.jwtSecret, linkDocumentId);
  const at = now.toISOString();
  const firstPickup = job.stops.find((stop) => stop.type === 'pickup')?.place ?? null;
  const body = confirmationSmsText(
    {
      company: app.config.companyName,
      jobNumber: job.job_number,
      plannedDate: job.planned_date,
      firstPickup,
      link: withheldConfirmationLink(app.config.appUrl),
    },
    recipient.language,
  );
  const actor = actorOf({ user: sender });
  await inPublishingTransaction(app, async ({ trx, publish }) => {
    await replaceOpenLinks(trx, job.id, at);
    const sms = await enqueueSms(trx, { to: recipient.phone, body, relatedType: CONFIRMATION_SMS, relatedDocumentId: linkDocumentId });
    await insertLink(trx, {
      documentId: linkDocumentId,
      jobId: job.id,
      tokenHash: hashConfirmationToken(token),
      recipientType: request.recipientType,
      recipientName: recipient.name,
      phone: recipient.phone,
      smsMessageId: sms.id,
      sentBy: actor.id,
      at,
      expiresAt: expires.toISOString(),
    });
    await setConfirmationStatus(trx, job.id, 'sent', at);
    // The customer's notice of it; the person just texted the link is not texted twice.
    await app.customerNotices.enqueue(trx, { event: 'confirmation_asked', jobId: Number(job.id), at, skipSms: recipient.phone });
    await recordStatusMove(trx, app.dialect, {
      jobId: job.id,
      from: job.status,
      to: job.status,
      reason: `Confirmation requested from ${recipient.name} (${recipient.phone})`,
      actor,
      at,
    });
    publish('jobs', 'updated', { id: job.id, documentId: job.document_id });
  });
  app.customerNotices.wake();
  return {
    data: {
      job: job.document_id,
      confirmationStatus: 'sent',
      recipient: { type: request.recipientType, name: recipient.name, phone: recipient.phone },
    },
    // Once, to the dispatcher who asked, for sending it another way (and to try a local install end
    // to end); it is never stored, so it cannot be shown again: asking again makes a new link.
    meta: { expiresAt: expires.toISOString(), confirmationUrl: confirmationLink(app.config.appUrl, token) },
  };
};
