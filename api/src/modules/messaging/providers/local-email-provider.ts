import type { FastifyBaseLogger } from 'fastify';
import type { EmailProvider } from './email-provider';

/**
 * The default: nothing leaves the machine. The e-mail is logged (without its attachment), and the
 * outbox row is the record an admin reads at GET /api/email-messages.
 */
export const createLocalEmailProvider = (log?: FastifyBaseLogger): EmailProvider => ({
  name: 'local',
  send: async (message) => {
    const attachments = message.attachments.map((a) => `${a.filename} (${a.content.length} bytes)`);
    log?.info({ to: message.to, cc: message.cc, subject: message.subject, attachments }, 'E-mail (local provider, not sent to a network)');
    return { providerMessageId: null };
  },
});
