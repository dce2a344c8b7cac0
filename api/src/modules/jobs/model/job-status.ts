import { JOB_MOVES, type JobMover, type JobStatus } from '@haulage/shared/contracts';

/** The machine's table lives in the contracts, so the screens offer exactly the moves made here. */
export type Mover = JobMover;
export { JOB_MOVES };

/** The job as the machine needs it. */
export interface JobState {
  status: JobStatus;
  kind: 'job' | 'template';
  truck: unknown;
  kmActual: number | null;
  hoursActual: number | null;
  cancelReason?: string | null;
}

export type MoveRefusal = { ok: false; status: 400 | 403 | 409; field?: string; message: string };
export type MoveResult = { ok: true; from: JobStatus; to: JobStatus; values: Record<string, unknown> } | MoveRefusal;

const refuse = (status: MoveRefusal['status'], message: string, field?: string): MoveRefusal => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** The stamps and clearings a move writes besides the status. */
const sideValues = (from: JobStatus, to: JobStatus, reason: string | null, now: string): Record<string, unknown> => {
  if (to === 'dispatched') return { dispatchedAt: now };
  if (to === 'in_progress') return { startedAt: now };
  if (to === 'completed' && from === 'in_progress') return { completedAt: now };
  if (to === 'cancelled') return { cancelledAt: now, cancelReason: reason };
  // Back to the pool: the truck and driver are free again; a reopened job keeps its actuals.
  if (to === 'open' && from === 'planned') return { truck: null, driver: null, trailers: [] };
  if (to === 'open') return { cancelledAt: null, cancelReason: null, completedAt: null };
  if (to === 'planned' && from === 'dispatched') return { dispatchedAt: null };
  return {};
};

/**
 * Whether `mover` may move the job to `to`, and what the move writes. A move the machine does not
 * know is a 409 naming both states; a known move with a missing requirement is a 400 on the field.
 */
export const moveJobStatus = (job: JobState, to: JobStatus, mover: Mover, now: string, reason?: string | null): MoveResult => {
  const from = job.status;
  const move = JOB_MOVES[from].find((candidate) => candidate.to === to);
  if (job.kind === 'template') return refuse(409, `A template cannot move from ${from} to ${to}`);
  if (!move) return refuse(409, `A job cannot move from ${from} to ${to}`);
  if (move.by && !move.by.includes(mover)) {
    return refuse(
      403,
      `Only ${move.by.filter((m) => m !== 'system').join(' or ') || 'the invoicing'} can move a job from ${from} to ${to}`,
    );
  }
  const why = (reason ?? job.cancelReason ?? '').trim() || null;
  if (to === 'cancelled' && !why) return refuse(400, 'Please enter the reason for cancelling the job', 'cancelReason');
  if ((to === 'planned' || to === 'dispatched') && !job.truck) return refuse(400, 'Assign a truck before planning the job', 'truck');
  if (to === 'completed') {
    if (job.kmActual == null) return refuse(400, 'Please enter the driven km (kmActual) before completing the job', 'kmActual');
    if (job.hoursActual == null) return refuse(400, 'Please enter the hours (hoursActual) before completing the job', 'hoursActual');
  }
  return { ok: true, from, to, values: { status: to, ...sideValues(from, to, why, now) } };
};

/** Prices follow the job until it is completed; from then on they are the snapshot. */
export const isRated = (status: JobStatus, kind: string): boolean =>
  kind === 'job' && (['open', 'planned', 'dispatched', 'in_progress'] as JobStatus[]).includes(status);

/** What boards and reports count: real jobs past the draft stage. */
export const BOARD_STATUSES: readonly JobStatus[] = ['open', 'planned', 'dispatched', 'in_progress', 'completed'];
export const REPORT_STATUSES: readonly JobStatus[] = ['completed', 'ready_to_invoice', 'invoiced'];
