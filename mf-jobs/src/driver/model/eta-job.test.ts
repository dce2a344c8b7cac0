import type { DriverRunItem, DriverRunStop } from '@haulage/shared/contracts';
import { jobToTell } from './eta-job';

const stop = (documentId: string, job: string, status: string, departedAt: string | null = null) =>
  ({
    documentId,
    sequence: 1,
    plannedFrom: null,
    plannedTo: null,
    arrivedAt: departedAt,
    departedAt,
    job: { documentId: job, status },
  }) as unknown as DriverRunStop;

const run = (...stops: DriverRunStop[]) => ({
  items: stops.map((s, index) => ({ kind: 'job', stops: [{ ...s, sequence: index + 1 }] }) as unknown as DriverRunItem),
});

describe('the job whose ETA the phone feeds', () => {
  it('is the job of the stop the driver is heading to, once it is under way', () => {
    expect(jobToTell(run(stop('a', 'job-1', 'in_progress', '2026-11-27T07:00:00Z'), stop('b', 'job-2', 'dispatched')))).toBe('job-2');
    expect(jobToTell(run(stop('a', 'job-1', 'in_progress')))).toBe('job-1');
  });

  it('is none before the day starts, after the last stop or without a run', () => {
    expect(jobToTell(run(stop('a', 'job-1', 'planned')))).toBeNull();
    expect(jobToTell(run(stop('a', 'job-1', 'completed', '2026-11-27T07:00:00Z')))).toBeNull();
    expect(jobToTell(null)).toBeNull();
  });
});
