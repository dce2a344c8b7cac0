import type {
  ContactNotificationChoices,
  EventChoices,
  NotificationChannel,
  NotificationChoices,
  NotificationChoicesInput,
  NotificationEvent,
} from '@haulage/shared/contracts';

/** The section's editable state: the customer's choices and each contact's (null: the customer's). */
export interface ChoicesDraft {
  etaThresholdMinutes: string;
  events: EventChoices;
  contacts: Record<string, EventChoices | null>;
}

export const draftOf = (choices: NotificationChoices): ChoicesDraft => ({
  etaThresholdMinutes: String(choices.etaThresholdMinutes),
  events: choices.events,
  contacts: Object.fromEntries(choices.contacts.map((c) => [c.contact, c.events])),
});

/** One choice changed, the rest as they were. */
export const withChoice = (events: EventChoices, event: NotificationEvent, channel: NotificationChannel, on: boolean): EventChoices => ({
  ...events,
  [event]: { ...events[event], [channel]: on },
});

/** The body of the PUT; the threshold as typed (the API says what is wrong with it). */
export const inputOf = (draft: ChoicesDraft): NotificationChoicesInput => ({
  etaThresholdMinutes: Number(draft.etaThresholdMinutes.trim() === '' ? NaN : draft.etaThresholdMinutes),
  events: draft.events,
  contacts: Object.entries(draft.contacts).map(([contact, events]) => ({ contact, events })),
});

/** Why a contact will not get some messages whatever is chosen: shown beside their choices. */
export const reachNotes = (contact: ContactNotificationChoices): string[] => [
  ...(contact.hasEmail ? [] : ['No e-mail address: no e-mails']),
  ...(!contact.hasMobile ? ['No mobile number: no texts'] : !contact.smsConsent ? ['No SMS consent: no texts'] : []),
];
