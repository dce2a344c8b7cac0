import { type JobMessage, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationChoices } from '@haulage/shared/contracts';
import { z } from 'zod';
import { keyedObject } from '../../../../http/openapi/keyed-object';

// What the notification routes answer as `data` (documentation: the OpenAPI document is made from these).

const eventChoices = keyedObject(NOTIFICATION_EVENTS, z.object({ sms: z.boolean(), email: z.boolean() }));

export const notificationChoicesAnswerSchema = z.object({
  customer: z.string(),
  etaThresholdMinutes: z.number().int(),
  events: eventChoices,
  contacts: z.array(
    z.object({
      contact: z.string(),
      name: z.string(),
      hasEmail: z.boolean(),
      hasMobile: z.boolean(),
      smsConsent: z.boolean(),
      events: eventChoices.nullable(),
    }),
  ),
}) satisfies z.ZodType<NotificationChoices>;

export const jobMessagesAnswerSchema = z.array(
  z.object({
    channel: z.enum(NOTIFICATION_CHANNELS),
    event: z.enum([...NOTIFICATION_EVENTS, 'confirmation_link']),
    recipient: z.string(),
    contactName: z.string().nullable(),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  }) satisfies z.ZodType<JobMessage>,
);
