import type { UserType } from '../user-types';
import type { JobStatus } from './job-values';

/**
 * The job status machine (domain model §B3), as data: which moves exist and who may make them.
 * The API enforces it (api/src/modules/jobs/model/job-status.ts); the screens offer only what it
 * allows. `system` is the API's own rules (finance's invoicing); no person makes those moves.
 */
export type JobMover = UserType | 'system';

export interface JobMoveRule {
  to: JobStatus;
  /** Who may make the move; everyone who may update jobs when absent. */
  by?: readonly JobMover[];
}

const CANCEL: JobMoveRule = { to: 'cancelled' };
const ADMIN_REOPEN: JobMoveRule = { to: 'open', by: ['admin'] };

export const JOB_MOVES: Record<JobStatus, readonly JobMoveRule[]> = {
  draft: [{ to: 'open' }, CANCEL],
  open: [{ to: 'planned' }, CANCEL],
  planned: [{ to: 'open' }, { to: 'dispatched' }, CANCEL],
  dispatched: [{ to: 'in_progress' }, { to: 'planned' }, CANCEL],
  in_progress: [{ to: 'completed' }, CANCEL],
  completed: [ADMIN_REOPEN, { to: 'ready_to_invoice', by: ['admin', 'finance', 'system'] }],
  cancelled: [ADMIN_REOPEN],
  ready_to_invoice: [
    { to: 'invoiced', by: ['system'] },
    { to: 'completed', by: ['admin', 'finance', 'system'] },
  ],
  invoiced: [],
};
