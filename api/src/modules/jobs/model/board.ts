import {
  type BoardArea,
  type BoardJob,
  type BoardTruck,
  type JobProgress,
  jobProgress,
  type ProgressStop,
} from '@haulage/shared/contracts';
import { type LatLng, straightLineEstimate } from '../trips/model/estimate';

export type { BoardArea, BoardJob, BoardTruck };

/** A working day for the areas board's load (hours planned against it). */
export const WORKING_DAY_HOURS = 8;
const DEFAULT_JOB_HOURS = 4;

/**
 * Groups the board's two reads: trucks per area (in the order read) each with its jobs, and
 * the open jobs nobody has planned yet.
 */
export const groupBoard = (trucks: (BoardTruck & { area: BoardArea })[], jobs: (BoardJob & { truckId: number | null })[]) => {
  const byTruck = new Map<number, BoardJob[]>();
  const unplanned: BoardJob[] = [];
  for (const { truckId, ...job } of jobs) {
    if (job.status === 'open' || truckId === null) unplanned.push(job);
    else {
      const list = byTruck.get(truckId);
      if (list) list.push(job);
      else byTruck.set(truckId, [job]);
    }
  }
  const areas = new Map<string, { area: BoardArea; trucks: (BoardTruck & { jobs: BoardJob[] })[] }>();
  for (const { area, ...truck } of trucks) {
    const key = String(area.id);
    const group = areas.get(key) ?? { area, trucks: [] };
    group.trucks.push({ ...truck, jobs: byTruck.get(truck.id) ?? [] });
    areas.set(key, group);
  }
  return { areas: [...areas.values()], unplanned };
};

/** A truck's load on a day: jobs, km and hours (actuals, else an estimate) against a working day. */
export const truckLoad = (jobs: BoardJob[]) => {
  const hours = jobs.reduce((sum, job) => sum + (job.hours ?? DEFAULT_JOB_HOURS), 0);
  return {
    jobs: jobs.length,
    km: jobs.reduce((sum, job) => sum + (job.kmPlanned ?? 0), 0),
    hours,
    workingDayHours: WORKING_DAY_HOURS,
    utilisation: Math.round((hours / WORKING_DAY_HOURS) * 100) / 100,
  };
};

/**
 * The straight-line km of each job's stops in order (haversine × the road factor, as a trip's
 * estimate without routing), for jobs with at least two stops on the map.
 */
export const kmEstimates = (points: readonly { job_id: number | null; latitude: number | null; longitude: number | null }[]) => {
  const byJob = new Map<number, LatLng[]>();
  for (const point of points) {
    if (point.job_id == null || point.latitude == null || point.longitude == null) continue;
    const list = byJob.get(Number(point.job_id)) ?? [];
    list.push({ latitude: Number(point.latitude), longitude: Number(point.longitude) });
    byJob.set(Number(point.job_id), list);
  }
  const estimates = new Map<number, number>();
  for (const [jobId, list] of byJob) if (list.length >= 2) estimates.set(jobId, straightLineEstimate(list).km);
  return estimates;
};

/** The statuses whose stops may carry the driver's stamps: only their stops are read for progress. */
export const ON_THE_ROAD = new Set(['in_progress', 'completed']);

/** Each job's progress from its stops' stamps (rows in stop order), for the board's cards. */
export const progressOf = (
  jobs: readonly { id: number; status: string }[],
  stamps: readonly { job_id: number | null; type: string; arrived_at: string | null; departed_at: string | null }[],
): Map<number, JobProgress | null> => {
  const stopsOf = new Map<number, ProgressStop[]>();
  for (const row of stamps) {
    if (row.job_id == null) continue;
    const list = stopsOf.get(Number(row.job_id)) ?? [];
    list.push({ type: row.type, arrivedAt: row.arrived_at, departedAt: row.departed_at });
    stopsOf.set(Number(row.job_id), list);
  }
  return new Map(jobs.map((job) => [job.id, jobProgress(job.status, stopsOf.get(job.id) ?? [])]));
};
