import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../../db/database';

/** A job's one tracking link; the token is derived from the secret and the link's id, only its hash is kept. */
export interface TrackingLinkTable extends EntryColumns {
  job_id: number;
  token_hash: string;
  access_count: Generated<number>;
  last_accessed_at: string | null;
}

declare module '../../../../db/database' {
  interface Database {
    tracking_links: TrackingLinkTable;
  }
}
