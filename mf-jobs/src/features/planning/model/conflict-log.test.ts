import type { JobConflicts, PlanningConflict } from '@haulage/shared/contracts';
import { conflictLines, conflictsOf } from './conflict-log';

const overdue: PlanningConflict = { code: 'inspection_overdue', field: 'truck', message: 'Volvo FH 500’s inspection was due 2026-01-02' };
const workshop: PlanningConflict = { code: 'truck_unavailable', field: 'truck', message: 'Volvo FH 500 is in workshop' };
const entry = (documentId: string, jobNumber: number, conflicts: PlanningConflict[]): JobConflicts => ({
  id: jobNumber,
  documentId,
  jobNumber,
  plannedDate: '2026-03-10',
  conflicts,
});

describe('conflicts read from the server', () => {
  it('answers a job’s conflicts, and none for a job not listed', () => {
    const entries = [entry('job-1', 1001, [overdue, workshop]), entry('job-2', 1002, [workshop])];
    expect(conflictsOf(entries, 'job-1')).toEqual([overdue, workshop]);
    expect(conflictsOf(entries, 'job-9')).toEqual([]);
  });

  it('lists one line per message, naming the job', () => {
    expect(conflictLines([entry('job-1', 1001, [overdue, workshop]), entry('job-2', 1002, [workshop])]).map((line) => line.text)).toEqual([
      'Job 1001 – Volvo FH 500’s inspection was due 2026-01-02',
      'Job 1001 – Volvo FH 500 is in workshop',
      'Job 1002 – Volvo FH 500 is in workshop',
    ]);
  });
});
