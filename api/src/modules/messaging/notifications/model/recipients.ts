import type { EventChoices, Language, NotificationChannel, NotificationEvent } from '@haulage/shared/contracts';

/** A contact as the decision needs them: how they can be reached and what they chose. */
export interface NoticeContact {
  id: number;
  name: string;
  email: string | null;
  /** E.164, or null when the number is not a mobile one we can text. */
  mobile: string | null;
  smsConsent: boolean;
  language: Language;
  /** Their own choices; null reads the customer's. */
  choices: EventChoices | null;
}

export interface NoticeCustomer {
  email: string | null;
  language: Language;
  choices: EventChoices;
}

export interface NoticeRecipient {
  contactId: number | null;
  channel: NotificationChannel;
  to: string;
  language: Language;
}

/**
 * Who is told of an event, and how. The customer's choices speak for the job's contact (or, when
 * the job names none, for the customer's own e-mail address); any other contact is told only by
 * choices of their own. No text without SMS consent and a mobile number; no e-mail without an
 * address; `skipSms` is a number already texted about this event (the confirmation request itself).
 */
export const decideRecipients = (input: {
  event: NotificationEvent;
  customer: NoticeCustomer;
  contacts: NoticeContact[];
  jobContactId: number | null;
  skipSms?: string | null;
}): NoticeRecipient[] => {
  const { event, customer, contacts, jobContactId } = input;
  const out: NoticeRecipient[] = [];
  const seen = new Set<string>();
  const add = (recipient: NoticeRecipient) => {
    const key = `${recipient.channel}:${recipient.to.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(recipient);
  };
  for (const contact of contacts) {
    const choices = contact.choices ?? (contact.id === jobContactId ? customer.choices : null);
    const wanted = choices?.[event];
    if (!wanted) continue;
    if (wanted.sms && contact.smsConsent && contact.mobile && contact.mobile !== input.skipSms)
      add({ contactId: contact.id, channel: 'sms', to: contact.mobile, language: contact.language });
    if (wanted.email && contact.email) add({ contactId: contact.id, channel: 'email', to: contact.email, language: contact.language });
  }
  const jobContactKnown = jobContactId != null && contacts.some((c) => c.id === jobContactId);
  if (!jobContactKnown && customer.choices[event].email && customer.email)
    add({ contactId: null, channel: 'email', to: customer.email, language: customer.language });
  return out;
};

/**
 * Whether a new ETA is worth telling: it moved more than the customer's threshold from the last
 * ETA they were told (else from the planned time of the next stop). Nothing to measure from: no.
 */
export const etaMovedEnough = (baseline: string | null, eta: string, thresholdMinutes: number): boolean => {
  if (!baseline) return false;
  const moved = Math.abs(new Date(eta).getTime() - new Date(baseline).getTime()) / 60_000;
  return moved > thresholdMinutes;
};
