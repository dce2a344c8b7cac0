import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import { afterFailure } from '../model/backoff';
import type { SmsProvider } from '../providers/sms-provider';
import { claimDueSms, markFailedAttempt, markSent, type SmsRow } from './sms-repository';

/** How many messages one round sends; the next round takes the rest. */
const ROUND_SIZE = 20;

/**
 * Fills in what must not be stored (a confirmation token) just before sending: a message of this
 * `related_type` is sent as the renderer's text, while the outbox keeps only the placeholder.
 */
export type SmsRenderer = (message: SmsRow) => string;

export interface SmsDispatcher {
  /** Registers the renderer for messages of one `relatedType`. */
  renderWith(relatedType: string, renderer: SmsRenderer): void;
  /** Sends what is due now; answers how many messages it tried. */
  runOnce(now?: Date): Promise<number>;
  /** Looks again soon (after a message was written), without waiting for the interval. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends the outbox through the provider: due messages are claimed, sent one by one, and marked
 * sent, or retried later with backoff, or failed after the last attempt. One round at a time per
 * instance; several instances share the work through the claim.
 */
export const createSmsDispatcher = (deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  provider: SmsProvider;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): SmsDispatcher => {
  const { db, dialect, provider, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const renderers = new Map<string, SmsRenderer>();

  const round = async (now: Date): Promise<number> => {
    const due = await claimDueSms(db, dialect, now, ROUND_SIZE);
    for (const message of due) {
      try {
        const render = message.related_type ? renderers.get(message.related_type) : undefined;
        const sent = await provider.send({ to: message.recipient, body: render ? render(message) : message.body });
        await markSent(db, message.id, provider.name, sent.providerMessageId, now);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = afterFailure(message.attempts, now);
        log?.warn({ sms: message.document_id, attempts: message.attempts, reason, outcome: outcome.status }, 'SMS not sent');
        await markFailedAttempt(db, message.id, provider.name, reason, outcome, now);
      }
    }
    return due.length;
  };

  const runOnce = async (now = new Date()): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = round(now).finally(() => {
      running = null;
    });
    const count = await running;
    if (again) {
      again = false;
      return count + (await runOnce());
    }
    return count;
  };

  const tick = () => {
    runOnce().catch((error: unknown) => log?.error({ err: error }, 'SMS outbox round failed'));
  };

  return {
    renderWith: (relatedType, renderer) => {
      renderers.set(relatedType, renderer);
    },
    runOnce,
    wake: () => setImmediate(tick),
    start: () => {
      if (timer) return;
      timer = setInterval(tick, deps.intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};
