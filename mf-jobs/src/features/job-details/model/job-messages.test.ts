import type { JobMessage } from '@haulage/shared/contracts';
import { messageEventLabel, messageRecipient, messageStatus } from './job-messages';

const message: JobMessage = {
  channel: 'sms',
  event: 'loaded',
  recipient: '+46701234567',
  contactName: 'Åsa Lind',
  subject: null,
  body: 'Nordfrakt AB: …',
  status: 'pending',
  attempts: 3,
  createdAt: '2026-11-27T08:00:00.000Z',
  sentAt: null,
};

describe('a message on the job', () => {
  it('names its event, the confirmation request included', () => {
    expect(messageEventLabel(message)).toBe('Loaded');
    expect(messageEventLabel({ ...message, event: 'confirmation_link' })).toBe('Confirmation request');
  });

  it('names the contact with the address, or the address alone', () => {
    expect(messageRecipient(message)).toBe('Åsa Lind (+46701234567)');
    expect(messageRecipient({ ...message, contactName: null })).toBe('+46701234567');
  });

  it('says how far it got, with the attempts of a retried one', () => {
    expect(messageStatus(message)).toBe('Waiting to send (3 attempts)');
    expect(messageStatus({ ...message, status: 'sent', attempts: 2 })).toBe('Sent');
  });
});
