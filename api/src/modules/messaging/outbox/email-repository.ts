import { createId } from '@paralleldrive/cuid2';
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { EmailMessageTable } from '../db/email-tables';
import type { FailureOutcome } from '../model/backoff';
import { SENDING_LEASE_MS } from './sms-repository';

type Db = Kysely<Database>;
export type EmailRow = Selectable<EmailMessageTable>;

export interface NewEmail {
  to: string;
  cc?: string | null;
  subject: string;
  body: string;
  attachmentName?: string | null;
  relatedType?: string;
  relatedDocumentId?: string;
}

/** Writes an e-mail to the outbox inside the caller's transaction: it exists only if that commits. */
export const insertEmail = async (trx: Db, message: NewEmail, now: Date): Promise<EmailRow> => {
  const stamp = now.toISOString();
  return trx
    .insertInto('email_messages')
    .values({
      document_id: createId(),
      recipient: message.to,
      cc: message.cc ?? null,
      subject: message.subject,
      body: message.body,
      attachment_name: message.attachmentName ?? null,
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

/** Claims due e-mails exactly as the SMS outbox claims texts (sms-repository.ts): one statement, a lease. */
export const claimDueEmails = async (db: Db, dialect: Dialect, now: Date, limit: number): Promise<EmailRow[]> => {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  let due = db
    .selectFrom('email_messages')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('status', '=', 'sending')]))
    .where('next_attempt_at', '<=', stamp)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('email_messages')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: lease, updated_at: stamp }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
};

export const markEmailSent = async (db: Db, id: number, provider: string, providerMessageId: string | null, now: Date): Promise<void> => {
  const stamp = now.toISOString();
  await db
    .updateTable('email_messages')
    .set({ status: 'sent', provider, provider_message_id: providerMessageId, sent_at: stamp, last_error: null, updated_at: stamp })
    .where('id', '=', id)
    .execute();
};

export const markEmailFailed = async (
  db: Db,
  id: number,
  provider: string,
  error: string,
  outcome: FailureOutcome,
  now: Date,
): Promise<void> => {
  await db
    .updateTable('email_messages')
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
