import type { DueStatus } from '../compliance';
import type { TruckStatus } from './truck';

/** What the dashboard shows of the fleet: `GET /api/fleet-summary`. */
export interface FleetSummary {
  trucksByStatus: Record<TruckStatus, number>;
  totalTrucks: number;
  totalDrivers: number;
  totalTrailers: number;
  due: DueItem[];
}

export type DueKind =
  | 'techInspection'
  | 'tachographInspection'
  | 'truckInsurance'
  | 'trailerInspection'
  | 'driverLicence'
  | 'driverCode95'
  | 'driverCard'
  | 'driverAdr';

export interface DueItem {
  kind: DueKind;
  resource: 'trucks' | 'trailers' | 'drivers';
  documentId: string;
  subject: string;
  date: string;
  status: Exclude<DueStatus, 'ok' | 'unknown'>;
}
