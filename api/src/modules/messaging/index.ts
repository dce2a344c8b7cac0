import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { registerCollectionRoutes } from '../../content';
import type { Database } from '../../db/database';
import { emailMessagesType, smsMessagesType } from './content-types';
import './db/email-tables';
import './db/tables';
import { createEmailDispatcher, type EmailDispatcher } from './outbox/email-dispatcher';
import { insertEmail, type EmailRow, type NewEmail } from './outbox/email-repository';
import { createSmsDispatcher, type SmsDispatcher } from './outbox/sms-dispatcher';
import { insertSms, type NewSms, type SmsRow } from './outbox/sms-repository';
import type { EmailProvider } from './providers/email-provider';
import { selectEmailProvider } from './providers/select-email-provider';
import type { SmsProvider } from './providers/sms-provider';
import { selectSmsProvider } from './providers/select-provider';

export { messagingMigrations } from './db/migrations';
export { notificationsModule, type CustomerNotices, type IssueTrackingLink, type JobNoticeEvent } from './notifications/index';
export { toE164 } from './model/phone';
export type { EmailRow } from './outbox/email-repository';
export type { EmailDispatcher } from './outbox/email-dispatcher';

/**
 * Writes a text message to the outbox in the caller's transaction (the outbox pattern): it is sent
 * only if that transaction commits, and then by the dispatcher with retries. The caller wakes the
 * dispatcher after its commit (`app.smsOutbox.wake()`). `to` must already be E.164 (`toE164`).
 */
export const enqueueSms = (trx: Kysely<Database>, message: NewSms): Promise<SmsRow> => insertSms(trx, message, new Date());

/** Writes an e-mail to the outbox in the caller's transaction; wake `app.emailOutbox` after the commit. */
export const enqueueEmail = (trx: Kysely<Database>, message: NewEmail): Promise<EmailRow> => insertEmail(trx, message, new Date());

/**
 * The outboxes: GET /api/sms-messages and /api/email-messages for admins (the record a local
 * install keeps of every message), and a dispatcher each sending through the configured provider.
 */
export const messagingModule = fp(
  async (app: FastifyInstance, options: { smsProvider?: SmsProvider; emailProvider?: EmailProvider }): Promise<void> => {
    registerCollectionRoutes(app, { contentType: smsMessagesType });
    registerCollectionRoutes(app, { contentType: emailMessagesType });
    const sms = createSmsDispatcher({
      db: app.db,
      dialect: app.dialect,
      provider: options.smsProvider ?? selectSmsProvider(app.config.sms, app.log),
      intervalMs: app.config.sms.dispatchIntervalMs,
      log: app.log,
    });
    const email = createEmailDispatcher({
      db: app.db,
      dialect: app.dialect,
      provider: options.emailProvider ?? selectEmailProvider(app.config.email, app.log),
      from: app.config.email.from,
      intervalMs: app.config.email.dispatchIntervalMs,
      log: app.log,
    });
    for (const dispatcher of [sms, email]) {
      app.addHook('onReady', async () => dispatcher.start());
      app.addHook('onClose', async () => dispatcher.stop());
    }
    app.decorate('smsOutbox', sms);
    app.decorate('emailOutbox', email);
  },
  // Not encapsulated: other modules write to the outboxes and wake them (`app.smsOutbox`, `app.emailOutbox`).
  { name: 'messaging' },
);

declare module 'fastify' {
  interface FastifyInstance {
    smsOutbox: SmsDispatcher;
    emailOutbox: EmailDispatcher;
  }
}
