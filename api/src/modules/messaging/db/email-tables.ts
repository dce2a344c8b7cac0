import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../db/database';

/**
 * One e-mail in the outbox, written in the transaction that decided to send it (an invoice moved
 * to `sent`). The attachment is not copied here: `attachment_name` names it and the sender of
 * that `related_type` loads its bytes as it leaves (the invoice's frozen PDF).
 */
export interface EmailMessageTable extends EntryColumns {
  recipient: string;
  cc: string | null;
  subject: string;
  body: string;
  attachment_name: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  sent_at: string | null;
  related_type: string | null;
  related_document_id: string | null;
}

declare module '../../../db/database' {
  interface Database {
    email_messages: EmailMessageTable;
  }
}
