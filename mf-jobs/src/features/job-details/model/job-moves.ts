import { JOB_MOVES, type JobKind, type JobStatus, type UserType } from '@haulage/shared/contracts';

/** How the page asks for a move: at once, with a reason, or with the actual km and hours. */
export type MoveKind = 'plain' | 'cancel' | 'complete';

export interface JobMove {
  to: JobStatus;
  label: string;
  kind: MoveKind;
}

const labelOf = (from: JobStatus, to: JobStatus): string => {
  if (to === 'open') return from === 'draft' ? 'Submit' : from === 'planned' ? 'Unassign' : 'Reopen';
  if (to === 'planned') return from === 'dispatched' ? 'Back to planned' : 'Plan';
  if (to === 'completed') return from === 'ready_to_invoice' ? 'Back to completed' : 'Complete';
  const labels: Partial<Record<JobStatus, string>> = {
    dispatched: 'Dispatch',
    in_progress: 'Start',
    cancelled: 'Cancel job',
    ready_to_invoice: 'Ready to invoice',
  };
  return labels[to] ?? to;
};

export interface MovableJob {
  status: JobStatus;
  kind: JobKind;
  /** Planning and dispatching need a truck; a job gets one on the planning board. */
  truck?: unknown;
}

/**
 * The moves this user may make from the job's status. Templates never move; without a truck the
 * job cannot be planned or dispatched (the API would refuse it), so those are not offered.
 */
export const allowedMoves = (job: MovableJob, userType: UserType | null | undefined, mayUpdate: boolean): JobMove[] => {
  if (!mayUpdate || !userType || job.kind === 'template') return [];
  return JOB_MOVES[job.status]
    .filter((move) => !move.by || move.by.includes(userType))
    .filter((move) => job.truck || (move.to !== 'planned' && move.to !== 'dispatched'))
    .map((move) => ({
      to: move.to,
      label: labelOf(job.status, move.to),
      kind: move.to === 'cancelled' ? 'cancel' : move.to === 'completed' && job.status === 'in_progress' ? 'complete' : 'plain',
    }));
};

/** The API deletes only jobs without history that matters: drafts, open and cancelled ones. */
export const canDeleteJob = (status: JobStatus): boolean => ['draft', 'open', 'cancelled'].includes(status);

/** Invoicing locks a job; after that it is corrected with a credit note, not an edit. */
export const canEditJob = (status: JobStatus): boolean => !['ready_to_invoice', 'invoiced'].includes(status);
