import { createId } from '@paralleldrive/cuid2';
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { SmsMessageTable } from '../db/tables';

type Db = Kysely<Database>;
export type SmsRow = Selectable<SmsMessageTable>;

export interface NewSms {
  to: string;
  body: string;
  relatedType?: string;
  relatedDocumentId?: string;
}

/** How long a claimed message may stay `sending` before another dispatcher may take it (a crash). */
export const SENDING_LEASE_MS = 2 * 60_000;

/** Writes a message to the outbox inside the caller's transaction: it exists only if that commits. */
export const insertSms = async (trx: Db, message: NewSms, now: Date): Promise<SmsRow> => {
  const stamp = now.toISOString();
  return trx
    .insertInto('sms_messages')
    .values({
      document_id: createId(),
      recipient: message.to,
      body: message.body,
      next_attempt_at: stamp,
      related_type: message.relatedType ?? null,
      related_document_id: message.relatedDocumentId ?? null,
      created_at: stamp,
      updated_at: stamp,
      published_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/**
 * Takes up to `limit` due messages for this dispatcher: each is moved to `sending` with a lease,
 * in one statement, so two API instances never send one message twice (PostgreSQL skips rows
 * another instance is claiming; SQLite runs one writer at a time). A lease that ran out (the
 * instance died mid-send) makes the message due again.
 */
export const claimDueSms = async (db: Db, dialect: Dialect, now: Date, limit: number): Promise<SmsRow[]> => {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  let due = db
    .selectFrom('sms_messages')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'sending')]))
    .where('next_attempt_at', '<=', stamp)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('sms_messages')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: lease, updated_at: stamp }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
};

export const markSent = async (db: Db, id: number, provider: string, providerMessageId: string | null, now: Date): Promise<void> => {
  const stamp = now.toISOString();
  await db
    .updateTable('sms_messages')
    .set({ status: 'sent', provider, provider_message_id: providerMessageId, sent_at: stamp, last_error: null, updated_at: stamp })
    .where('id', '=', id)
    .execute();
};

export const markFailedAttempt = async (
  db: Db,
  id: number,
  provider: string,
  error: string,
  outcome: { status: 'pending'; nextAttemptAt: string } | { status: 'failed' },
  now: Date,
): Promise<void> => {
  await db
    .updateTable('sms_messages')
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
