import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { EmailProvider, OutgoingEmail } from '../providers/email-provider';
import { claimDue, markAttemptFailed, markDelivered } from './outbox-repository';
import type { EmailRow } from './email-repository';
import { createOutboxDispatcher, type OutboxDispatcher } from './outbox-dispatcher';

/** Loads an e-mail's attachments as it leaves (an invoice's frozen PDF), so the outbox holds no copy. */
export type AttachmentLoader = (message: EmailRow) => Promise<OutgoingEmail['attachments']>;

/** Fills in what must not be stored (a tracking link's token) as the e-mail leaves, as `SmsRenderer` does. */
export type EmailRenderer = (message: EmailRow) => string | Promise<string>;

export interface EmailDispatcher extends OutboxDispatcher {
  /** Registers the attachment loader for e-mails of one `relatedType`. */
  attachWith(relatedType: string, loader: AttachmentLoader): void;
  /** Registers the renderer of the body for e-mails of one `relatedType`. */
  renderWith(relatedType: string, renderer: EmailRenderer): void;
}

/** The e-mail outbox through the shared outbox loop (outbox-dispatcher.ts). */
export const createEmailDispatcher = (deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  provider: EmailProvider;
  from: string;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): EmailDispatcher => {
  const { db, dialect, provider } = deps;
  const loaders = new Map<string, AttachmentLoader>();
  const renderers = new Map<string, EmailRenderer>();
  const dispatcher = createOutboxDispatcher<EmailRow>(
    {
      label: 'E-mail',
      claim: (now, limit) => claimDue(db, 'email_messages', dialect, now, limit),
      send: async (message) => {
        const loader = message.related_type ? loaders.get(message.related_type) : undefined;
        const render = message.related_type ? renderers.get(message.related_type) : undefined;
        const attachments = message.attachment_name && loader ? await loader(message) : [];
        if (message.attachment_name && attachments.length === 0)
          throw new Error(`The attachment ${message.attachment_name} could not be loaded`);
        const sent = await provider.send({
          from: deps.from,
          to: message.recipient,
          cc: message.cc,
          subject: message.subject,
          text: render ? await render(message) : message.body,
          attachments,
        });
        return { provider: provider.name, providerMessageId: sent.providerMessageId };
      },
      markSent: (message, sent, now) => markDelivered(db, 'email_messages', message.id, sent.provider, sent.providerMessageId, now),
      markFailed: (message, reason, outcome, now) =>
        markAttemptFailed(db, 'email_messages', message.id, provider.name, reason, outcome, now),
    },
    deps,
  );
  return {
    ...dispatcher,
    attachWith: (relatedType, loader) => {
      loaders.set(relatedType, loader);
    },
    renderWith: (relatedType, renderer) => {
      renderers.set(relatedType, renderer);
    },
  };
};
