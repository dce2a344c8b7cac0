import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../../db/database';

/** A link sent to one person about one job; the token itself is never stored, only its hash. */
export interface ConfirmationLinkTable extends EntryColumns {
  job_id: number;
  token_hash: string;
  recipient_type: string;
  recipient_name: string | null;
  phone: string;
  channel: Generated<string>;
  sms_message_id: number | null;
  sent_by: number | null;
  sent_at: string;
  expires_at: string;
  access_count: Generated<number>;
  last_accessed_at: string | null;
  /** Set when the job was sent again: the newer link is the one that counts. */
  replaced_at: string | null;
  responded_at: string | null;
  response: string | null;
  reason: string | null;
  response_ip: string | null;
}

declare module '../../../../db/database' {
  interface Database {
    confirmation_links: ConfirmationLinkTable;
  }
}
