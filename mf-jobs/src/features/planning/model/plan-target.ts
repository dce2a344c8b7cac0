import type { BoardJob } from '@haulage/shared/contracts';

/** Where a card can go: a truck on a day (an assign) or back to the open jobs (an unplan). */
export type PlanTarget = { kind: 'truck'; truck: string; truckName: string; date: string } | { kind: 'unplanned' };

/** Statuses a dispatcher may still move on the board: the assign command plans or re-plans these. */
const MOVABLE = new Set(['open', 'planned', 'dispatched']);

export const isMovable = (job: Pick<BoardJob, 'status'>): boolean => MOVABLE.has(job.status);

/** Only a planned job goes back to open (the status machine's unassign); a dispatched one is recalled first. */
export const canUnplan = (job: Pick<BoardJob, 'status'>): boolean => job.status === 'planned';

/** The droppable id of a target, unique on the page. */
export const targetId = (target: PlanTarget): string =>
  target.kind === 'unplanned' ? 'unplanned' : `truck:${target.truck}:${target.date}`;

/** Where the job is now, as a target; null when it sits on no truck. */
export interface Placement {
  truck: string;
  date: string;
}

export type PlanDecision = { action: 'assign' | 'unplan' } | { action: 'none' } | { action: 'refuse'; message: string };

/**
 * What a drop means before anything is sent: nothing when the card lands where it is, a refusal
 * the board can explain at once, or the request to make. Conflicts are the server's to decide.
 */
export const decidePlan = (job: BoardJob, placement: Placement | null, target: PlanTarget): PlanDecision => {
  if (!isMovable(job))
    return { action: 'refuse', message: `Job ${job.jobNumber} is ${job.status.replace(/_/g, ' ')} and can no longer be moved` };
  if (target.kind === 'unplanned') {
    if (job.status === 'open') return { action: 'none' };
    if (!canUnplan(job)) return { action: 'refuse', message: `Job ${job.jobNumber} is dispatched; recall it before unplanning` };
    return { action: 'unplan' };
  }
  if (job.status !== 'open' && placement && placement.truck === target.truck && placement.date === target.date) return { action: 'none' };
  return { action: 'assign' };
};
