import type { FastifyBaseLogger } from 'fastify';
import { afterFailure, type FailureOutcome } from '../model/backoff';

/** How many messages one round sends; the next round takes the rest. */
const ROUND_SIZE = 20;

/** The columns every outbox table has (sms_messages, email_messages). */
export interface OutboxRow {
  id: number;
  document_id: string;
  attempts: number;
}

/** One outbox table and its provider: claim due rows, send one, record the outcome. */
export interface OutboxChannel<Row extends OutboxRow> {
  /** For the log: "SMS", "E-mail". */
  label: string;
  claim(now: Date, limit: number): Promise<Row[]>;
  /** Resolves with the provider's name and id for the message, or rejects with a storable reason. */
  send(row: Row): Promise<{ provider: string; providerMessageId: string | null }>;
  markSent(row: Row, sent: { provider: string; providerMessageId: string | null }, now: Date): Promise<void>;
  markFailed(row: Row, reason: string, outcome: FailureOutcome, now: Date): Promise<void>;
}

export interface OutboxDispatcher {
  /** Sends what is due now; answers how many messages it tried. */
  runOnce(now?: Date): Promise<number>;
  /** Looks again soon (after a message was written), without waiting for the interval. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends an outbox (ADR 17): due messages are claimed, sent one by one, and marked sent, or retried
 * later with backoff, or failed after the last attempt. One round at a time per instance; several
 * instances share the work through the claim. Text messages and e-mail use this one loop.
 */
export const createOutboxDispatcher = <Row extends OutboxRow>(
  channel: OutboxChannel<Row>,
  deps: { intervalMs: number; log?: FastifyBaseLogger },
): OutboxDispatcher => {
  const { log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  const round = async (now: Date): Promise<number> => {
    const due = await channel.claim(now, ROUND_SIZE);
    for (const message of due) {
      try {
        const sent = await channel.send(message);
        await channel.markSent(message, sent, now);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = afterFailure(message.attempts, now);
        log?.warn(
          { message: message.document_id, attempts: message.attempts, reason, outcome: outcome.status },
          `${channel.label} not sent`,
        );
        await channel.markFailed(message, reason, outcome, now);
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
    runOnce().catch((error: unknown) => log?.error({ err: error }, `${channel.label} outbox round failed`));
  };

  return {
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
