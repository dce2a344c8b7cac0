/** A customer's notification choices: the ETA threshold and, per event, SMS and/or e-mail (JSON). */
export interface CustomerNotificationSettingsTable {
  customer_id: number;
  eta_threshold_minutes: number;
  /** `EventChoices` as JSON: a choice per event and channel, read whole and written whole. */
  choices: string;
  updated_at: string;
}

/** A contact whose choices differ from their customer's (no row: the customer's apply). */
export interface ContactNotificationChoicesTable {
  contact_id: number;
  choices: string;
  updated_at: string;
}

/**
 * One message sent to a customer about a job, written with its outbox row in the event's
 * transaction: what the job's Messages list shows, and what a once-per-job event (loaded,
 * delivered) checks before it sends again.
 */
export interface JobNoticeTable {
  id: import('kysely').Generated<number>;
  job_id: number;
  event: string;
  channel: string;
  contact_id: number | null;
  recipient: string;
  sms_message_id: number | null;
  email_message_id: number | null;
  /** The ETA told (eta_moved): the next move is measured from it. */
  eta: string | null;
  created_at: string;
}

declare module '../../../../db/database' {
  interface Database {
    customer_notification_settings: CustomerNotificationSettingsTable;
    contact_notification_choices: ContactNotificationChoicesTable;
    job_notices: JobNoticeTable;
  }
}
