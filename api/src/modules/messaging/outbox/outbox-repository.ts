import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { FailureOutcome } from '../model/backoff';

type Db = Kysely<Database>;

/** The outbox tables: one per channel, each with the same delivery columns. */
export type OutboxTable = 'sms_messages' | 'email_messages';

/** How long a claimed message may stay `sending` before another dispatcher may take it (a crash). */
export const SENDING_LEASE_MS = 2 * 60_000;

/**
 * Takes up to `limit` due messages for this dispatcher: each is moved to `sending` with a lease,
 * in one statement, so two API instances never send one message twice (PostgreSQL skips rows
 * another instance is claiming; SQLite runs one writer at a time). A lease that ran out (the
 * instance died mid-send) makes the message due again.
 */
export const claimDue = async <T extends OutboxTable>(db: Db, table: T, dialect: Dialect, now: Date, limit: number) => {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  let due = db
    .selectFrom(table as OutboxTable)
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'sending')]))
    .where('next_attempt_at', '<=', stamp)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return (await db
    .updateTable(table as OutboxTable)
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: lease, updated_at: stamp }))
    .where('id', 'in', due)
    .returningAll()
    .execute()) as unknown as Selectable<Database[T]>[];
};

export const markDelivered = async (
  db: Db,
  table: OutboxTable,
  id: number,
  provider: string,
  providerMessageId: string | null,
  now: Date,
): Promise<void> => {
  const stamp = now.toISOString();
  await db
    .updateTable(table)
    .set({ status: 'sent', provider, provider_message_id: providerMessageId, sent_at: stamp, last_error: null, updated_at: stamp })
    .where('id', '=', id)
    .execute();
};

export const markAttemptFailed = async (
  db: Db,
  table: OutboxTable,
  id: number,
  provider: string,
  error: string,
  outcome: FailureOutcome,
  now: Date,
): Promise<void> => {
  await db
    .updateTable(table)
    .set({
      status: outcome.status,
      provider,
      last_error: error.slice(0, 300),
      ...(outcome.status === 'pending' ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
};
