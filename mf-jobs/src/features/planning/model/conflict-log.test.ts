import type { PlanningConflict } from '@haulage/shared/contracts';
import { conflictLines, conflictsOf, forgetConflicts, pruneConflicts, recordConflicts, type ConflictEntry } from './conflict-log';

const overdue: PlanningConflict = { code: 'inspection_overdue', field: 'truck', message: 'Volvo FH 500’s inspection was due 2026-01-02' };
const tyres: PlanningConflict = { code: 'winter_tyres', field: 'truck', message: 'Volvo FH 500 has no winter tyres mounted' };
const entry = (documentId: string, jobNumber: number, conflicts: PlanningConflict[], truck = 'truck-1'): ConflictEntry => ({
  documentId,
  jobNumber,
  placement: { truck, date: '2026-03-10' },
  conflicts,
  savedAt: 1_000,
});

describe('conflict log', () => {
  it('keeps the newest answer per job and drops a job whose new plan has no conflicts', () => {
    let log = recordConflicts([], entry('job-1', 1001, [overdue]));
    log = recordConflicts(log, entry('job-2', 1002, [tyres]));
    log = recordConflicts(log, entry('job-1', 1001, [overdue, tyres], 'truck-2'));
    expect(log.map((item) => item.documentId)).toEqual(['job-2', 'job-1']);
    expect(conflictsOf(log, 'job-1')).toEqual([overdue, tyres]);
    log = recordConflicts(log, entry('job-1', 1001, []));
    expect(conflictsOf(log, 'job-1')).toEqual([]);
    expect(log).toHaveLength(1);
  });

  it('forgets an unplanned job', () => {
    const log = [entry('job-1', 1001, [overdue])];
    expect(forgetConflicts(log, 'job-1')).toEqual([]);
    expect(forgetConflicts(log, 'job-9')).toBe(log);
  });

  it('keeps conflicts while the board shows the job where it was planned, or not at all', () => {
    const log = [entry('job-1', 1001, [overdue]), entry('job-2', 1002, [tyres])];
    const same = new Map([
      ['job-1', { truck: 'truck-1', date: '2026-03-10' }],
      ['job-3', null],
    ]);
    expect(pruneConflicts(log, same, 2_000)).toBe(log);
  });

  it('drops conflicts of a job the board shows elsewhere or unplanned', () => {
    const log = [entry('job-1', 1001, [overdue]), entry('job-2', 1002, [tyres])];
    const moved = new Map([
      ['job-1', { truck: 'truck-7', date: '2026-03-10' }],
      ['job-2', null],
    ]);
    expect(pruneConflicts(log, moved, 2_000)).toEqual([]);
  });

  it('keeps conflicts a board read started before the plan was saved cannot know about', () => {
    const log = [entry('job-1', 1001, [overdue])];
    expect(pruneConflicts(log, new Map([['job-1', null]]), 500)).toBe(log);
  });

  it('lists one line per message', () => {
    const lines = conflictLines([entry('job-1', 1001, [overdue, tyres])]);
    expect(lines.map((line) => line.text)).toEqual([
      'Job 1001 – Volvo FH 500’s inspection was due 2026-01-02',
      'Job 1001 – Volvo FH 500 has no winter tyres mounted',
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
  });
});
