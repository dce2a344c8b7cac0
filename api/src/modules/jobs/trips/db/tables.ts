import type { EntryColumns } from '../../../../db/database';

/** One truck, driver and day carrying several jobs; its status and revenue follow the jobs. */
export interface TripTable extends EntryColumns {
  trip_number: number;
  date: string;
  truck_id: number | null;
  driver_id: number | null;
  km_estimate: number | null;
  minutes_estimate: number | null;
  estimate_source: string | null;
}

/** A job's stop in its place in the trip's order. */
export interface TripStopTable extends EntryColumns {
  trip_id: number;
  sequence: number;
  job_id: number;
  job_stop_id: number;
}

declare module '../../../../db/database' {
  interface Database {
    trips: TripTable;
    trip_stops: TripStopTable;
  }
}
