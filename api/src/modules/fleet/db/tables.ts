import type { Generated } from 'kysely';
import type { EntryColumns, FlagWithDefault } from '../../../db/database';

/** The fleet's tables (migrations.ts builds them); the app's Database is the union of the modules'. */
export interface AreaTable extends EntryColumns {
  name: string;
  code: string | null;
  description: string | null;
}

export interface TruckTable extends EntryColumns {
  truck_name: string;
  truck_number: string;
  registration_plate_number: string;
  truck_type: string;
  vehicle_class: Generated<string>;
  truck_status: Generated<string>;
  odometer: Generated<number>;
  area_id: number | null;
  tachograph_inspection_date: string | null;
  tech_inspection_date: string | null;
  truck_phone_number: string | null;
  insurance_number: string | null;
  insurance_case: string | null;
  insurance_expiry_date: string | null;
  vin: string | null;
  truck_bought_date: string | null;
  truck_sold_date: string | null;
  general_note: string | null;
  remarks: string | null;
  profile_photo_id: number | null;
}

export interface DriverTable extends EntryColumns {
  first_name: string;
  last_name: string;
  employee_number: string;
  personal_identity_number: string | null;
  phone_number: string | null;
  email_address: string | null;
  address: string | null;
  employment_type: Generated<string>;
  driver_status: Generated<string>;
  licence_classes: Generated<string>;
  licence_expiry_date: string | null;
  code95_expiry_date: string | null;
  driver_card_number: string | null;
  driver_card_expiry_date: string | null;
  adr_expiry_date: string | null;
  area_id: number | null;
  notes: string | null;
}

export interface TrailerTable extends EntryColumns {
  trailer_name: string;
  plate_number: string;
  vin: string | null;
  trailer_type: string;
  body_type: string;
  trailer_status: Generated<string>;
  inspection_date: string | null;
  notes: string | null;
}

export interface TrailerLinkTable extends EntryColumns {
  truck_id: number;
  trailer_id: number;
  linked_from: string;
  linked_to: string | null;
  note: string | null;
}

export interface TyreSetTable extends EntryColumns {
  truck_id: number;
  axle: string;
  season: string;
  brand: string;
  model: string | null;
  size: string;
  tread_depth_mm: number | null;
  status: Generated<string>;
  dot_date: string | null;
  note: string | null;
  mounted_at: string | null;
  mounted_odometer: number | null;
  accumulated_km: Generated<number>;
}

export interface OdometerReadingTable extends EntryColumns {
  truck_id: number;
  value_km: number;
  read_at: string;
  source: Generated<string>;
  is_breaking: FlagWithDefault;
}

declare module '../../../db/database' {
  interface Database {
    areas: AreaTable;
    trucks: TruckTable;
    drivers: DriverTable;
    trucks_drivers: { truck_id: number; driver_id: number };
    trailers: TrailerTable;
    trailer_links: TrailerLinkTable;
    tyre_sets: TyreSetTable;
    odometer_readings: OdometerReadingTable;
  }
}
