import type { PlanningConflict } from './job-entry';
import type { JobProgress } from './job-progress';
import type { ConfirmationStatus } from './job-values';

/**
 * What the planning boards answer (GET /api/jobs/board, GET /api/areas/board): enough to draw a
 * card, no prices. The API groups its reads into these shapes; the jobs remote draws them.
 */
export interface BoardJob {
  id: number;
  documentId: string;
  jobNumber: number;
  status: string;
  plannedDate: string | null;
  customer: string;
  driver: string | null;
  kmPlanned: number | null;
  /**
   * With no planned or actual km: the straight-line km of its stops in order (haversine × 1.25,
   * as for trips), null when fewer than two stops have a place on the map.
   */
  kmEstimate?: number | null;
  hours: number | null;
  vehicleClass: string;
  adr: boolean;
  /** Whether the customer or driver has confirmed by text message (ADR 17). */
  confirmationStatus: ConfirmationStatus;
  /** How far the driver has come (`jobProgress` of its stops' stamps); null before the first arrival. */
  progress?: JobProgress | null;
  /** The trip the job travels in, for those who may read trips: the board shows a trip as one bar. */
  trip?: { documentId: string; tripNumber: number } | null;
}

export interface BoardTruck {
  id: number;
  documentId: string;
  truckName: string;
  truckNumber: string;
  plate: string;
  vehicleClass: string;
  truckStatus: string;
}

export interface BoardArea {
  id: number | null;
  documentId: string | null;
  name: string | null;
}

/** GET /api/jobs/board?from=&to=&area= */
export interface JobBoard {
  areas: { area: BoardArea; trucks: (BoardTruck & { jobs: BoardJob[] })[] }[];
  unplanned: BoardJob[];
}

/** A truck's load on a day: jobs, km and hours against a working day. */
export interface TruckLoad {
  jobs: number;
  km: number;
  hours: number;
  workingDayHours: number;
  utilisation: number;
}

/** GET /api/areas/board?date=: the spec's areaTrucks and areaJobs per area. */
export interface AreaBoardColumn {
  area: BoardArea;
  areaTrucks: (BoardTruck & { jobs: BoardJob[]; load: TruckLoad })[];
  areaJobs: BoardJob[];
}

/** GET /api/jobs/conflicts?from=&to=: a planned job's conflicts as they are now (only jobs with some). */
export interface JobConflicts {
  id: number;
  documentId: string;
  jobNumber: number;
  plannedDate: string;
  conflicts: PlanningConflict[];
}
