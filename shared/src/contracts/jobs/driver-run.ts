import { z } from 'zod';
import { isoDate } from '../fields';
import type { JobStatus, StopType } from './job-values';

/** GET /api/driver/run?date=YYYY-MM-DD: a driver reads from yesterday to a week ahead. */
export const DRIVER_RUN_DAYS_BACK = 1;
export const DRIVER_RUN_DAYS_AHEAD = 7;

export const driverRunQuerySchema = z.object({ date: isoDate('date') });
export type DriverRunQuery = z.input<typeof driverRunQuerySchema>;

/** The job a stop belongs to, as the road needs it: never prices, other drivers or identity numbers. */
export interface DriverRunJob {
  id: number;
  documentId: string;
  jobNumber: number;
  status: JobStatus;
  /** The customer's name only. */
  customerName: string | null;
  goodsDescription: string | null;
  weightKg: number | null;
  pallets: number | null;
  adr: boolean;
  /**
   * ADR goods' UN number, class and packing group as the transport document writes them, "UN 1203,
   * 3, II" (`adrDescription`, written by the API so the phone loads no contracts); null without.
   */
  adrLine: string | null;
  notesDriver: string | null;
  /** The site contact (the job's customer contact): who to call at the stops. */
  contactName: string | null;
  contactPhone: string | null;
}

/** One proof of delivery taken at a stop. */
export interface DriverRunProof {
  documentId: string;
  signedBy: string;
  at: string;
  photoCount: number;
}

/** One stop in the driver's run, with what the road needs. Times are ISO 8601 instants. */
export interface DriverRunStop {
  id: number;
  documentId: string;
  sequence: number;
  type: StopType;
  placeName: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  plannedFrom: string | null;
  plannedTo: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
  /** The job's goods, ADR flag, notes for the driver and site contact (repeated per stop for the card). */
  job: DriverRunJob;
  proofs: DriverRunProof[];
}

/** A run item: a trip's stops in its sequence, or a job alone with its stops. */
export type DriverRunItem =
  | { kind: 'trip'; id: number; documentId: string; tripNumber: number; stops: DriverRunStop[] }
  | { kind: 'job'; id: number; documentId: string; jobNumber: number; stops: DriverRunStop[] };

/** The answer of GET /api/driver/run: `{data: DriverRun}`. Items: trips and jobs by planned time. */
export interface DriverRun {
  date: string;
  driver: { id: number; documentId: string; name: string };
  /** The truck planned for the day (the first planned job's), the default for the odometer reading. */
  truck: { id: number; documentId: string; truckName: string; registrationPlateNumber: string } | null;
  items: DriverRunItem[];
}
