import { type JobMessage, NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_EVENT_LABELS } from '@haulage/shared/contracts';

/** What a message was about, as the office reads it. */
export const messageEventLabel = (message: JobMessage): string =>
  message.event === 'confirmation_link' ? 'Confirmation request' : NOTIFICATION_EVENT_LABELS[message.event];

/** Who it went to: the contact's name when known, and the number or address. */
export const messageRecipient = (message: JobMessage): string =>
  message.contactName ? `${message.contactName} (${message.recipient})` : message.recipient;

const STATUS_LABELS: Record<string, string> = { pending: 'Waiting to send', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

/** The outbox status in words, with the attempts when it took more than one. */
export const messageStatus = (message: JobMessage): string => {
  const label = STATUS_LABELS[message.status] ?? message.status;
  return message.attempts > 1 && message.status !== 'sent' ? `${label} (${message.attempts} attempts)` : label;
};

export const messageChannel = (message: JobMessage): string => NOTIFICATION_CHANNEL_LABELS[message.channel];
