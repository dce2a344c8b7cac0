import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../db/database';

/** One text message in the outbox: written in the transaction that decided to send it. */
export interface SmsMessageTable extends EntryColumns {
  recipient: string;
  body: string;
  /** pending → sending → sent, or back to pending with a later `next_attempt_at`, or failed. */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  sent_at: string | null;
  /** What the message is about, e.g. `jobs` and the job's documentId. */
  related_type: string | null;
  related_document_id: string | null;
}

declare module '../../../db/database' {
  interface Database {
    sms_messages: SmsMessageTable;
  }
}
