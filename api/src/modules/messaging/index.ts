import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { registerCollectionRoutes } from '../../content';
import type { Database } from '../../db/database';
import { smsMessagesType } from './content-types';
import './db/tables';
import { createSmsDispatcher, type SmsDispatcher } from './outbox/sms-dispatcher';
import { insertSms, type NewSms, type SmsRow } from './outbox/sms-repository';
import type { SmsProvider } from './providers/sms-provider';
import { selectSmsProvider } from './providers/select-provider';

export { messagingMigrations } from './db/migrations';
export { toE164 } from './model/phone';

/**
 * Writes a text message to the outbox in the caller's transaction (the outbox pattern): it is sent
 * only if that transaction commits, and then by the dispatcher with retries. The caller wakes the
 * dispatcher after its commit (`app.smsOutbox.wake()`). `to` must already be E.164 (`toE164`).
 */
export const enqueueSms = (trx: Kysely<Database>, message: NewSms): Promise<SmsRow> => insertSms(trx, message, new Date());

/**
 * The SMS outbox: GET /api/sms-messages for admins (the record a local install keeps of every
 * text), and a dispatcher sending through the configured provider (local, 46elks or Twilio).
 */
export const messagingModule = fp(
  async (app: FastifyInstance, options: { smsProvider?: SmsProvider }): Promise<void> => {
    registerCollectionRoutes(app, { contentType: smsMessagesType });
    const provider = options.smsProvider ?? selectSmsProvider(app.config.sms, app.log);
    const dispatcher = createSmsDispatcher({
      db: app.db,
      dialect: app.dialect,
      provider,
      intervalMs: app.config.sms.dispatchIntervalMs,
      log: app.log,
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => dispatcher.stop());
    app.decorate('smsOutbox', dispatcher);
  },
  // Not encapsulated: other modules write to the outbox and wake it (`app.smsOutbox`).
  { name: 'messaging' },
);

declare module 'fastify' {
  interface FastifyInstance {
    smsOutbox: SmsDispatcher;
  }
}
