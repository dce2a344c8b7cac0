import type { Language, NotificationChannel, NotificationEvent } from '@haulage/shared/contracts';
import { formatsFor, notificationsCatalogue, translatorsOf } from '@haulage/shared/i18n';

/** What a notice says about its job; instants are ISO and shown on the office's clock. */
export interface NoticeFacts {
  company: string;
  jobNumber: number;
  plannedDate: string | null;
  /** When it happened (loaded, delivered) or the new ETA (eta_moved). */
  at: string;
  place: string | null;
  signedBy: string | null;
  link: string;
}

export interface NoticeText {
  subject: string | null;
  body: string;
}

const translatorFor = translatorsOf(notificationsCatalogue);

/** The text of one notice in the reader's language, dates and times in their form. */
export const noticeText = (event: NotificationEvent, channel: NotificationChannel, language: Language, facts: NoticeFacts): NoticeText => {
  const t = translatorFor(language);
  const f = formatsFor(language);
  const values = {
    company: facts.company,
    jobNumber: facts.jobNumber,
    date: f.date(facts.plannedDate ?? facts.at),
    time: f.time(facts.at),
    dateTime: f.dateTime(facts.at),
    place: facts.place ?? '',
    signedBy: facts.signedBy ?? '',
    link: facts.link,
  };
  const key = event === 'delivered' && !facts.signedBy ? 'delivered_unsigned' : event;
  if (channel === 'sms') return { subject: null, body: t(`sms.${key}`, values) };
  const body = [t('email.greeting'), t(`email.${key}`, values), t('email.follow', values), t('email.signature', values)].join('\n\n');
  return { subject: t(`subject.${event}`, values), body };
};
