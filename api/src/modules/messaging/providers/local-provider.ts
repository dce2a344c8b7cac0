import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/**
 * The default: nothing leaves the machine. The message is logged, and the outbox row itself is the
 * record an admin reads at GET /api/sms-messages, so a fresh install can follow every text.
 */
export const createLocalSmsProvider = (log?: FastifyBaseLogger): SmsProvider => ({
  name: 'local',
  send: async (message) => {
    log?.info({ to: message.to, body: message.body }, 'SMS (local provider, not sent to a network)');
    return { providerMessageId: null };
  },
});
