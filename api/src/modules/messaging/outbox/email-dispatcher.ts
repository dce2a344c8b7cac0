import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { EmailProvider, OutgoingEmail } from '../providers/email-provider';
import { claimDueEmails, markEmailFailed, markEmailSent, type EmailRow } from './email-repository';
import { createOutboxDispatcher, type OutboxDispatcher } from './outbox-dispatcher';

/** Loads an e-mail's attachments as it leaves (an invoice's frozen PDF), so the outbox holds no copy. */
export type AttachmentLoader = (message: EmailRow) => Promise<OutgoingEmail['attachments']>;

export interface EmailDispatcher extends OutboxDispatcher {
  /** Registers the attachment loader for e-mails of one `relatedType`. */
  attachWith(relatedType: string, loader: AttachmentLoader): void;
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
  const dispatcher = createOutboxDispatcher<EmailRow>(
    {
      label: 'E-mail',
      claim: (now, limit) => claimDueEmails(db, dialect, now, limit),
      send: async (message) => {
        const loader = message.related_type ? loaders.get(message.related_type) : undefined;
        const attachments = message.attachment_name && loader ? await loader(message) : [];
        if (message.attachment_name && attachments.length === 0)
          throw new Error(`The attachment ${message.attachment_name} could not be loaded`);
        const sent = await provider.send({
          from: deps.from,
          to: message.recipient,
          cc: message.cc,
          subject: message.subject,
          text: message.body,
          attachments,
        });
        return { provider: provider.name, providerMessageId: sent.providerMessageId };
      },
      markSent: (message, sent, now) => markEmailSent(db, message.id, sent.provider, sent.providerMessageId, now),
      markFailed: (message, reason, outcome, now) => markEmailFailed(db, message.id, provider.name, reason, outcome, now),
    },
    deps,
  );
  return {
    ...dispatcher,
    attachWith: (relatedType, loader) => {
      loaders.set(relatedType, loader);
    },
  };
};
