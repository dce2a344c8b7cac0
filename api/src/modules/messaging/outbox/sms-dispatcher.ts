import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { SmsProvider } from '../providers/sms-provider';
import { createOutboxDispatcher, type OutboxDispatcher } from './outbox-dispatcher';
import { claimDue, markAttemptFailed, markDelivered } from './outbox-repository';
import type { SmsRow } from './sms-repository';

/**
 * Fills in what must not be stored (a confirmation token) just before sending: a message of this
 * `related_type` is sent as the renderer's text, while the outbox keeps only the placeholder.
 */
export type SmsRenderer = (message: SmsRow) => string | Promise<string>;

export interface SmsDispatcher extends OutboxDispatcher {
  /** Registers the renderer for messages of one `relatedType`. */
  renderWith(relatedType: string, renderer: SmsRenderer): void;
}

/** The SMS outbox through the shared outbox loop (outbox-dispatcher.ts). */
export const createSmsDispatcher = (deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  provider: SmsProvider;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): SmsDispatcher => {
  const { db, dialect, provider } = deps;
  const renderers = new Map<string, SmsRenderer>();
  const dispatcher = createOutboxDispatcher<SmsRow>(
    {
      label: 'SMS',
      claim: (now, limit) => claimDue(db, 'sms_messages', dialect, now, limit),
      send: async (message) => {
        const render = message.related_type ? renderers.get(message.related_type) : undefined;
        const sent = await provider.send({
          to: message.recipient,
          body: render ? await render(message) : message.body,
          stored: message.body,
        });
        return { provider: provider.name, providerMessageId: sent.providerMessageId };
      },
      markSent: (message, sent, now) => markDelivered(db, 'sms_messages', message.id, sent.provider, sent.providerMessageId, now),
      markFailed: (message, reason, outcome, now) => markAttemptFailed(db, 'sms_messages', message.id, provider.name, reason, outcome, now),
    },
    deps,
  );
  return {
    ...dispatcher,
    renderWith: (relatedType, renderer) => {
      renderers.set(relatedType, renderer);
    },
  };
};
