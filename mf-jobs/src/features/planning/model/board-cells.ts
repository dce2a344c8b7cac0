import type { BoardJob, JobBoard } from '@haulage/shared/contracts';
import type { Placement, PlanTarget } from './plan-target';

export const cellKey = (truck: string, date: string): string => `${truck}|${date}`;

/** Each truck×day cell's cards, in the order the board answered (planned day, then job number). */
export const cardsByCell = (trucks: readonly { documentId: string; jobs: readonly BoardJob[] }[]): Map<string, BoardJob[]> => {
  const cells = new Map<string, BoardJob[]>();
  for (const truck of trucks) {
    for (const job of truck.jobs) {
      if (!job.plannedDate) continue;
      const key = cellKey(truck.documentId, job.plannedDate);
      cells.set(key, [...(cells.get(key) ?? []), job]);
    }
  }
  return cells;
};

/** Where each job on the board is: a truck and day, or null for the open ones. */
export const placementsOfBoard = (board: JobBoard): Map<string, Placement | null> => {
  const placements = new Map<string, Placement | null>();
  for (const job of board.unplanned) placements.set(job.documentId, null);
  for (const { trucks } of board.areas)
    for (const truck of trucks)
      for (const job of truck.jobs)
        placements.set(job.documentId, job.plannedDate ? { truck: truck.documentId, date: job.plannedDate } : null);
  return placements;
};

/** The card as it will look once the move is saved; the driver is the server's choice, so unknown until then. */
export const movedJob = (job: BoardJob, target: PlanTarget): BoardJob =>
  target.kind === 'unplanned'
    ? { ...job, status: 'open', driver: null }
    : { ...job, status: job.status === 'open' ? 'planned' : job.status, plannedDate: target.date, driver: null };

const without = (jobs: readonly BoardJob[], documentId: string) => jobs.filter((job) => job.documentId !== documentId);

/** The board with one card moved: what the dispatcher sees while the move is saved. */
export const moveCard = (board: JobBoard, job: BoardJob, target: PlanTarget): JobBoard => {
  const moved = movedJob(job, target);
  return {
    areas: board.areas.map((group) => ({
      ...group,
      trucks: group.trucks.map((truck) => {
        const rest = without(truck.jobs, job.documentId);
        return { ...truck, jobs: target.kind === 'truck' && target.truck === truck.documentId ? [...rest, moved] : rest };
      }),
    })),
    unplanned:
      target.kind === 'unplanned' ? [...without(board.unplanned, job.documentId), moved] : without(board.unplanned, job.documentId),
  };
};
