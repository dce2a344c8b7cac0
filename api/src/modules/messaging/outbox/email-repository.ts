import { createId } from '@paralleldrive/cuid2';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { EmailMessageTable } from '../db/email-tables';

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
