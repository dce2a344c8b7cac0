import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * The default: nothing leaves the machine. The message is logged as stored (a confirmation link's
 * token withheld: a log is not a place for working links), and the outbox row itself is the record
 * an admin reads at GET /api/sms-messages. The office gets a confirmation link from the answer to
 * its request, so a fresh install can still be tried end to end.
 */
export const createLocalSmsProvider = (log?: FastifyBaseLogger): SmsProvider => ({
  name: 'local',
  send: async (message) => {
    log?.info({ to: message.to, body: message.stored }, 'SMS (local provider, not sent to a network)');
    return { providerMessageId: null };
  },
});
