import type { FastifyInstance } from 'fastify';
import './db/tables';
import { confirmationToken } from './model/confirmation-token';
import { confirmationRoutes } from './routes/confirmation-routes';
import { expireConfirmations } from './services/answer-confirmation';
import { CONFIRMATION_SMS, withToken } from './model/confirmation-sms';

export { confirmationMigrations } from './db/migrations';

/** How often links that ran out unanswered are marked expired on their jobs. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * Jobs confirmed by SMS: links, their text messages (the token is filled in only as the message
 * leaves: `renderWith`), the public answer, expiry, and ETAs.
 */
export const confirmationsPlugin = async (app: FastifyInstance): Promise<void> => {
  app.smsOutbox.renderWith(CONFIRMATION_SMS, (message) =>
    withToken(message.body, confirmationToken(app.config.jwtSecret, message.related_document_id ?? '')),
  );
  await app.register(confirmationRoutes);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireConfirmations(app).catch((error: unknown) => app.log.error({ err: error }, 'confirmation expiry sweep failed'));
    }, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
