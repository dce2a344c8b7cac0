import type { AreaBoardColumn, BoardJob, TruckLoad } from '@haulage/shared/contracts';
import { formatCount, formatKm, formatNumber } from '@haulage/shared/format';
import { movedJob, type Placement, type PlanTarget } from '..';

/** Where each job on the areas board is: a truck on the board's day, or null for the open ones. */
export const placementsOfAreaBoard = (columns: readonly AreaBoardColumn[]): Map<string, Placement | null> => {
  const placements = new Map<string, Placement | null>();
  for (const column of columns) {
    for (const job of column.areaJobs) placements.set(job.documentId, null);
    for (const truck of column.areaTrucks)
      for (const job of truck.jobs)
        placements.set(job.documentId, job.plannedDate ? { truck: truck.documentId, date: job.plannedDate } : null);
  }
  return placements;
};

const without = (jobs: readonly BoardJob[], documentId: string) => jobs.filter((job) => job.documentId !== documentId);

/**
 * The board with one card moved while it is saved. The load figures wait for the server's reload
 * (its hour estimate for a job without hours is its own rule), and an unplanned job leaves the
 * trucks until the reload puts it under the area of its first stop.
 */
export const moveAreaCard = (columns: readonly AreaBoardColumn[], date: string, job: BoardJob, target: PlanTarget): AreaBoardColumn[] => {
  const moved = movedJob(job, target);
  const lands = (truck: string) => target.kind === 'truck' && target.truck === truck && target.date === date;
  return columns.map((column) => ({
    ...column,
    areaJobs: without(column.areaJobs, job.documentId),
    areaTrucks: column.areaTrucks.map((truck) => {
      const rest = without(truck.jobs, job.documentId);
      return { ...truck, jobs: lands(truck.documentId) ? [...rest, moved] : rest };
    }),
  }));
};

const hours = (value: number) => formatNumber(value, { maxDecimals: 1 });

/** The meter's name: "6 of 8 hours". */
export const loadLabel = (load: TruckLoad): string => `${hours(load.hours)} of ${hours(load.workingDayHours)} hours`;

/** Under the meter: "2 jobs · 420 km". */
export const loadSummary = (load: TruckLoad): string => `${formatCount(load.jobs, 'job')} · ${formatKm(load.km)}`;

/** More than a working day planned. */
export const isOverloaded = (load: TruckLoad): boolean => load.hours > load.workingDayHours;
