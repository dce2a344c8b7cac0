import { DEFAULT_EVENT_CHOICES, type EventChoices } from '@haulage/shared/contracts';
import type { OutgoingEmail, EmailProvider } from '../../src/modules/messaging/providers/email-provider';
import { driverWorld, type DriverWorld } from '../driver/driver-fixtures';

/** The link the test's tracking module hands out: every notice must carry it as it leaves. */
export const TRACKING_URL = 'https://track.example.se/jobs/trackJob?token=test-token-of-the-job';

export interface NoticeWorld extends DriverWorld {
  emails: OutgoingEmail[];
  /** Which jobs a link was asked for. */
  linkedJobs: number[];
}

/** The driver's world, with every e-mail caught and a tracking link of the test's own. */
export const noticeWorld = async (): Promise<NoticeWorld> => {
  const emails: OutgoingEmail[] = [];
  const linkedJobs: number[] = [];
  const emailProvider: EmailProvider = {
    name: 'test',
    send: async (message) => (emails.push(message), { providerMessageId: `e${emails.length}` }),
  };
  const w = await driverWorld({
    emailProvider,
    issueTrackingLink: async (_db, jobId) => (linkedJobs.push(jobId), { url: TRACKING_URL }),
  });
  return { ...w, emails, linkedJobs };
};

/** Every event on the channels given, the rest off. */
export const choicesOf = (channels: Partial<Record<keyof EventChoices, { sms: boolean; email: boolean }>>): EventChoices =>
  ({
    ...Object.fromEntries(Object.keys(DEFAULT_EVENT_CHOICES).map((event) => [event, { sms: false, email: false }])),
    ...channels,
  }) as EventChoices;

/** A contact of the world's customer. */
export const contactOf = async (w: DriverWorld, over: Record<string, unknown>) =>
  (
    await w.office.post('/api/customer-contacts', {
      firstName: 'Karin',
      lastName: 'Lind',
      customer: w.customer.documentId,
      ...over,
    })
  ).body.data as { documentId: string; id: number };

/** Sends what is due in both outboxes. */
export const dispatch = async (w: DriverWorld) => {
  await w.t.app.smsOutbox.runOnce();
  await w.t.app.emailOutbox.runOnce();
};
