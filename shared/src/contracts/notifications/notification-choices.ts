import { z } from 'zod';

/**
 * What a customer may be told about their jobs, and how. A contact's own choices replace the
 * customer's whole (no merging per event), so what the page shows is what is sent.
 */
export const NOTIFICATION_EVENTS = ['confirmation_asked', 'loaded', 'eta_moved', 'delivered', 'problem_reported'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  confirmation_asked: 'Confirmation asked',
  loaded: 'Loaded',
  eta_moved: 'ETA moved',
  delivered: 'Delivered (with the proof)',
  problem_reported: 'Problem reported',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { sms: 'SMS', email: 'E-mail' };

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type EventChoices = Record<NotificationEvent, ChannelChoice>;

/** Sensible defaults: only the delivery, by e-mail; every other message is asked for. */
export const DEFAULT_EVENT_CHOICES: EventChoices = {
  confirmation_asked: { sms: false, email: false },
  loaded: { sms: false, email: false },
  eta_moved: { sms: false, email: false },
  delivered: { sms: false, email: true },
  problem_reported: { sms: false, email: false },
};

/** An ETA that moves by more than this many minutes is told (per customer). */
export const DEFAULT_ETA_THRESHOLD_MINUTES = 30;
export const ETA_THRESHOLD_BOUNDS = { min: 5, max: 1440 } as const;

const channelChoiceSchema = z.strictObject({ sms: z.boolean(), email: z.boolean() });

export const eventChoicesSchema = z.strictObject({
  confirmation_asked: channelChoiceSchema,
  loaded: channelChoiceSchema,
  eta_moved: channelChoiceSchema,
  delivered: channelChoiceSchema,
  problem_reported: channelChoiceSchema,
});

/** PUT /api/customers/:id/notifications: the customer's choices and each contact's (null: the customer's). */
export const notificationChoicesInputSchema = z.strictObject({
  etaThresholdMinutes: z
    .number({ error: 'etaThresholdMinutes must be a whole number of minutes' })
    .int('etaThresholdMinutes must be a whole number of minutes')
    .min(ETA_THRESHOLD_BOUNDS.min, `etaThresholdMinutes must be at least ${ETA_THRESHOLD_BOUNDS.min}`)
    .max(ETA_THRESHOLD_BOUNDS.max, `etaThresholdMinutes must be at most ${ETA_THRESHOLD_BOUNDS.max} (a day)`),
  events: eventChoicesSchema,
  contacts: z
    .array(z.strictObject({ contact: z.string().min(1).max(40), events: eventChoicesSchema.nullable() }))
    .max(500)
    .default([]),
});
export type NotificationChoicesInput = z.infer<typeof notificationChoicesInputSchema>;

/** One contact as the Notifications section shows it: what can reach them, and their own choices. */
export interface ContactNotificationChoices {
  contact: string;
  name: string;
  hasEmail: boolean;
  hasMobile: boolean;
  smsConsent: boolean;
  events: EventChoices | null;
}

/** GET /api/customers/:id/notifications. */
export interface NotificationChoices {
  customer: string;
  etaThresholdMinutes: number;
  events: EventChoices;
  contacts: ContactNotificationChoices[];
}

/** A message sent (or being sent) about a job: GET /api/jobs/:id/messages. */
export interface JobMessage {
  channel: NotificationChannel;
  /** A notice event, or `confirmation_link` for the confirmation request itself. */
  event: NotificationEvent | 'confirmation_link';
  recipient: string;
  contactName: string | null;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}
