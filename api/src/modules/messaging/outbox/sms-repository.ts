import { createId } from '@paralleldrive/cuid2';
import type { Kysely, Selectable } from 'kysely';
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
