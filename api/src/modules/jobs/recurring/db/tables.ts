import type { Generated } from 'kysely';
import type { EntryColumns } from '../../../../db/database';

export interface RecurringScheduleTable extends EntryColumns {
  name: string;
  status: Generated<string>;
  template_job_id: number | null;
  rrule: string;
  timezone: Generated<string>;
  starts_on: string;
  ends_on: string | null;
  holiday_policy: Generated<string>;
  truck_id: number | null;
  driver_id: number | null;
  horizon_weeks: number | null;
  last_materialized_at: string | null;
}

/** One rule date of a schedule: unique per (schedule_id, occurrence_date). */
export interface RecurringOccurrenceTable {
  id: Generated<number>;
  schedule_id: number;
  occurrence_date: string;
  planned_date: string | null;
  status: string;
  job_id: number | null;
  reason: string | null;
  created_at: string;
}

declare module '../../../../db/database' {
  interface Database {
    recurring_schedules: RecurringScheduleTable;
    recurring_occurrences: RecurringOccurrenceTable;
  }
}
