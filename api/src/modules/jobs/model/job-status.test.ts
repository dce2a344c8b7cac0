import { JOB_STATUSES, type JobStatus } from '@haulage/shared/contracts';
import { JOB_MOVES, type JobState, moveJobStatus, type Mover } from './job-status';

const NOW = '2026-03-02T08:00:00.000Z';
const ready: Omit<JobState, 'status'> = { kind: 'job', truck: 7, kmActual: 120, hoursActual: 5, cancelReason: 'Customer called off' };

const ALLOWED: [JobStatus, JobStatus, Mover][] = [
  ['draft', 'open', 'dispatcher'],
  ['draft', 'cancelled', 'dispatcher'],
  ['open', 'planned', 'dispatcher'],
  ['open', 'cancelled', 'dispatcher'],
  ['planned', 'open', 'dispatcher'],
  ['planned', 'dispatched', 'dispatcher'],
  ['planned', 'cancelled', 'dispatcher'],
  ['dispatched', 'in_progress', 'dispatcher'],
  ['dispatched', 'planned', 'dispatcher'],
  ['dispatched', 'cancelled', 'dispatcher'],
  ['in_progress', 'completed', 'dispatcher'],
  ['in_progress', 'cancelled', 'dispatcher'],
  ['completed', 'open', 'admin'],
  ['completed', 'ready_to_invoice', 'admin'],
  ['completed', 'ready_to_invoice', 'finance'],
  ['cancelled', 'open', 'admin'],
  ['ready_to_invoice', 'invoiced', 'system'],
  ['ready_to_invoice', 'completed', 'finance'],
];

describe('the job status machine', () => {
  it.each(ALLOWED)('allows %s → %s by %s', (from, to, mover) => {
    const result = moveJobStatus({ ...ready, status: from }, to, mover, NOW);
    expect(result).toMatchObject({ ok: true, from, to, values: { status: to } });
  });

  const refused = JOB_STATUSES.flatMap((from) =>
    JOB_STATUSES.filter((to) => !JOB_MOVES[from].some((m) => m.to === to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s with a 409 naming both states', (from, to) => {
    const result = moveJobStatus({ ...ready, status: from }, to, 'admin', NOW);
    expect(result).toEqual({ ok: false, status: 409, message: `A job cannot move from ${from} to ${to}` });
  });

  it('counts every pair exactly once between the allowed and the refused', () => {
    const allowed = new Set(Object.entries(JOB_MOVES).flatMap(([from, moves]) => moves.map((m) => `${from}>${m.to}`)));
    expect(allowed.size + refused.length).toBe(JOB_STATUSES.length ** 2);
  });

  it('lets only admins reopen, and only the invoicing invoice', () => {
    expect(moveJobStatus({ ...ready, status: 'completed' }, 'open', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 403,
      message: 'Only admin can move a job from completed to open',
    });
    expect(moveJobStatus({ ...ready, status: 'cancelled' }, 'open', 'dispatcher', NOW)).toMatchObject({ ok: false, status: 403 });
    expect(moveJobStatus({ ...ready, status: 'ready_to_invoice' }, 'invoiced', 'admin', NOW)).toMatchObject({ ok: false, status: 403 });
    expect(moveJobStatus({ ...ready, status: 'completed' }, 'ready_to_invoice', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('requires km and hours to complete, a truck to plan and a reason to cancel', () => {
    expect(moveJobStatus({ ...ready, status: 'in_progress', kmActual: null }, 'completed', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 400,
      field: 'kmActual',
    });
    expect(moveJobStatus({ ...ready, status: 'in_progress', hoursActual: null }, 'completed', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 400,
      field: 'hoursActual',
    });
    expect(moveJobStatus({ ...ready, status: 'open', truck: null }, 'planned', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 400,
      field: 'truck',
    });
    expect(moveJobStatus({ ...ready, status: 'open', cancelReason: null }, 'cancelled', 'dispatcher', NOW)).toMatchObject({
      ok: false,
      status: 400,
      field: 'cancelReason',
    });
    expect(moveJobStatus({ ...ready, status: 'open', cancelReason: null }, 'cancelled', 'dispatcher', NOW, 'Wrong date')).toMatchObject({
      ok: true,
      values: { cancelReason: 'Wrong date', cancelledAt: NOW },
    });
  });

  it('stamps the moves and frees the truck when a planned job goes back to the pool', () => {
    expect(moveJobStatus({ ...ready, status: 'planned' }, 'dispatched', 'dispatcher', NOW)).toMatchObject({
      values: { dispatchedAt: NOW },
    });
    expect(moveJobStatus({ ...ready, status: 'dispatched' }, 'in_progress', 'dispatcher', NOW)).toMatchObject({
      values: { startedAt: NOW },
    });
    expect(moveJobStatus({ ...ready, status: 'in_progress' }, 'completed', 'dispatcher', NOW)).toMatchObject({
      values: { completedAt: NOW },
    });
    expect(moveJobStatus({ ...ready, status: 'planned' }, 'open', 'dispatcher', NOW)).toMatchObject({
      values: { truck: null, driver: null, trailers: [] },
    });
  });

  it('never moves a template', () => {
    expect(moveJobStatus({ ...ready, kind: 'template', status: 'draft' }, 'open', 'admin', NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'A template cannot move from draft to open',
    });
  });
});
