import { type ContentType, registerContentType } from '../../content';

export const SMS_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

const written = { readOnly: true } as const;

/** How a message of either outbox travels (outbox-repository.ts): the same columns in both tables. */
const delivery = {
  status: { type: 'enumeration', enum: SMS_STATUSES, default: 'pending', ...written },
  attempts: { type: 'integer', ...written },
  nextAttemptAt: { type: 'datetime', ...written },
  lastError: { type: 'string', ...written },
  provider: { type: 'string', ...written },
  providerMessageId: { type: 'string', ...written },
  sentAt: { type: 'datetime', ...written },
  relatedType: { type: 'string', ...written },
  relatedDocumentId: { type: 'string', ...written },
} as const;

/** GET /api/sms-messages: the outbox as an admin reads it (every field is the system's). */
export const smsMessagesType = registerContentType({
  uid: 'sms-messages',
  singularName: 'SMS message',
  table: 'sms_messages',
  attributes: {
    recipient: { type: 'string', ...written },
    body: { type: 'text', ...written },
    ...delivery,
  },
} satisfies ContentType);

/** GET /api/email-messages: the e-mail outbox as an admin reads it (attachments are named, not served). */
export const emailMessagesType = registerContentType({
  uid: 'email-messages',
  singularName: 'e-mail message',
  table: 'email_messages',
  attributes: {
    recipient: { type: 'string', ...written },
    cc: { type: 'string', ...written },
    subject: { type: 'string', ...written },
    body: { type: 'text', ...written },
    attachmentName: { type: 'string', ...written },
    ...delivery,
  },
} satisfies ContentType);
