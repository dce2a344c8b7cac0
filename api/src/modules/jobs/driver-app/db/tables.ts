import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../../db/database';

/** A single-use sign-in link sent to a driver by SMS; only the token's hash is kept. */
export interface DriverSignInLinkTable extends EntryColumns {
  user_id: number;
  token_hash: string;
  phone: string;
  sms_message_id: number | null;
  sent_by: number | null;
  expires_at: string;
  used_at: string | null;
}

/** What a driver's action answered, by the id the phone made for it. */
export interface DriverAppliedActionTable {
  user_id: number;
  client_id: string;
  action: string;
  answer: string;
  created_at: string;
}

export interface JobProblemTable extends EntryColumns {
  job_id: number;
  stop_id: number | null;
  kind: string;
  note: string;
  at: string;
  latitude: number | null;
  longitude: number | null;
  waiting_minutes: number | null;
  operation_id: number | null;
  user_id: number | null;
  /** JSON array of file ids (migration 0931). */
  photo_file_ids: Generated<string>;
}

export interface JobProofTable extends EntryColumns {
  job_id: number;
  stop_id: number;
  signed_by: string;
  at: string;
  latitude: number | null;
  longitude: number | null;
  signature_file_id: number | null;
  /** JSON array of file ids. */
  photo_file_ids: string;
  user_id: number | null;
}

export interface DriverDayReadingTable extends EntryColumns {
  driver_id: number;
  truck_id: number;
  date: string;
  kind: string;
  km: number;
  at: string;
}

export interface JobFileTable extends EntryColumns {
  name: string;
  job_id: number;
  file_id: number | null;
  source: string;
  taken_at: string;
  latitude: number | null;
  longitude: number | null;
}

declare module '../../../../db/database' {
  interface Database {
    job_files: JobFileTable;
    driver_sign_in_links: DriverSignInLinkTable;
    driver_applied_actions: DriverAppliedActionTable;
    job_problems: JobProblemTable;
    job_proofs: JobProofTable;
    driver_day_readings: DriverDayReadingTable;
  }
}
