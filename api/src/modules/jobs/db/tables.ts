import type { Generated } from 'kysely';
import type { BigNumber, EntryColumns, FlagWithDefault } from '../../../db/database';

/** The jobs module's tables (migrations.ts builds them). */
export interface DestinationTable extends EntryColumns {
  name: string;
  address: string | null;
  postcode: string | null;
  city: string | null;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  area_id: number | null;
  opening_hours: string | null;
  notes: string | null;
}

export interface JobTable extends EntryColumns {
  job_number: number;
  kind: Generated<string>;
  status: Generated<string>;
  customer_id: number;
  contact_id: number | null;
  customer_reference: string | null;
  goods_description: string | null;
  weight_kg: number | null;
  pallets: number | null;
  adr: FlagWithDefault;
  /** The consignment note's goods boxes and ADR details (migration 0980); the volume in whole litres. */
  goods_marks: string | null;
  package_count: number | null;
  packaging: string | null;
  volume_litres: number | null;
  un_number: string | null;
  adr_class: string | null;
  packing_group: string | null;
  vehicle_class: Generated<string>;
  truck_id: number | null;
  driver_id: number | null;
  planned_date: string | null;
  /** The trip the job travels in (trips/), if combined. */
  trip_id: number | null;
  km_planned: number | null;
  km_actual: number | null;
  hours_actual: number | null;
  /** The road's km was the route estimate, not the odometer's (driver-app, migration 0930). */
  km_actual_estimated: FlagWithDefault;
  eta: string | null;
  eta_source: string | null;
  price_total: BigNumber | null;
  currency: string | null;
  charges: string | null;
  notes_internal: string | null;
  notes_driver: string | null;
  confirmation_status: Generated<string>;
  cancel_reason: string | null;
  dispatched_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  /** Set on a job a recurring schedule made (recurring/), with the rule date it stands for. */
  recurring_schedule_id: number | null;
  occurrence_date: string | null;
}

export interface JobStopTable extends EntryColumns {
  job_id: number | null;
  sequence: number;
  type: string;
  destination_id: number | null;
  place: string | null;
  planned_from: string | null;
  planned_to: string | null;
  arrived_at: string | null;
  departed_at: string | null;
}

export interface JobStatusHistoryTable extends EntryColumns {
  job_id: number | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  at: string;
}

export interface JobOperationTable extends EntryColumns {
  job_id: number | null;
  type: string;
  description: string | null;
  quantity: number | null;
  unit: string | null;
  unit_price: BigNumber | null;
  amount: BigNumber | null;
  source: string | null;
  /** `ChargeWording` as JSON: what `description` says; null on the dispatcher's own text or a row from before. */
  wording: string | null;
}

export interface UserEventTable extends EntryColumns {
  title: string;
  description: string | null;
  starts_at: string;
  ends_at: string | null;
  all_day: FlagWithDefault;
  owner_id: number | null;
}

declare module '../../../db/database' {
  interface Database {
    destinations: DestinationTable;
    jobs: JobTable;
    jobs_trailers: { job_id: number; trailer_id: number };
    job_number_series: { name: string; next_number: number };
    job_stops: JobStopTable;
    job_status_history: JobStatusHistoryTable;
    job_operations: JobOperationTable;
    user_events: UserEventTable;
  }
}
