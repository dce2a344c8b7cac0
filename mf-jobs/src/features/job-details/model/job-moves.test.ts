import { JOB_STATUSES, type JobStatus } from '@haulage/shared/contracts';
import { allowedMoves, canDeleteJob, canEditJob } from './job-moves';

const job = (status: JobStatus, extra: { truck?: unknown; kind?: 'job' | 'template' } = {}) => ({
  status,
  kind: 'job' as const,
  truck: 7,
  ...extra,
});
const targets = (status: JobStatus, user: 'admin' | 'dispatcher' | 'finance' | 'viewer', extra = {}) =>
  allowedMoves(job(status, extra), user, true).map((move) => move.to);

describe('allowedMoves', () => {
  it('offers a dispatcher the day-to-day moves, labelled as the user thinks of them', () => {
    expect(allowedMoves(job('draft'), 'dispatcher', true)).toEqual([
      { to: 'open', label: 'Submit', kind: 'plain' },
      { to: 'cancelled', label: 'Cancel job', kind: 'cancel' },
    ]);
    expect(allowedMoves(job('planned'), 'dispatcher', true).map((move) => move.label)).toEqual(['Unassign', 'Dispatch', 'Cancel job']);
    expect(allowedMoves(job('dispatched'), 'dispatcher', true).map((move) => move.label)).toEqual([
      'Start',
      'Back to planned',
      'Cancel job',
    ]);
    expect(allowedMoves(job('in_progress'), 'dispatcher', true)).toEqual([
      { to: 'completed', label: 'Complete', kind: 'complete' },
      { to: 'cancelled', label: 'Cancel job', kind: 'cancel' },
    ]);
  });

  it('leaves reopening to admins and invoicing to admins and finance, and never offers the system’s moves', () => {
    expect(targets('completed', 'dispatcher')).toEqual([]);
    expect(targets('completed', 'admin')).toEqual(['open', 'ready_to_invoice']);
    expect(targets('cancelled', 'admin')).toEqual(['open']);
    expect(targets('ready_to_invoice', 'finance')).toEqual(['completed']);
    expect(targets('invoiced', 'admin')).toEqual([]);
  });

  it('does not offer planning without a truck: that happens on the planning board', () => {
    expect(targets('open', 'dispatcher', { truck: null })).toEqual(['cancelled']);
    expect(targets('open', 'dispatcher')).toEqual(['planned', 'cancelled']);
  });

  it('offers nothing to those who may not change jobs, nor on templates', () => {
    expect(allowedMoves(job('open'), 'viewer', false)).toEqual([]);
    expect(allowedMoves(job('open', { kind: 'template' }), 'admin', true)).toEqual([]);
    expect(allowedMoves(job('open'), null, true)).toEqual([]);
  });

  it('offers a move from every status the machine can leave', () => {
    const movable = JOB_STATUSES.filter((status) => status !== 'invoiced');
    for (const status of movable) expect(allowedMoves(job(status, { truck: 'truck1' }), 'admin', true).length).toBeGreaterThan(0);
    expect(allowedMoves(job('invoiced'), 'admin', true)).toEqual([]);
  });
});

describe('delete and edit', () => {
  it('deletes only drafts, open and cancelled jobs', () => {
    expect(JOB_STATUSES.filter(canDeleteJob)).toEqual(['draft', 'open', 'cancelled']);
  });

  it('locks a job once it is being invoiced', () => {
    expect(JOB_STATUSES.filter((status) => !canEditJob(status))).toEqual(['ready_to_invoice', 'invoiced']);
  });
});
