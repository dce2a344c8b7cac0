import type { JobStatus } from '@haulage/shared/contracts';
import { bulkSummary, failureLines, isCancellable, isDeletable, runInTurn, splitSelection } from './bulk-actions';

const job = (jobNumber: number, status: JobStatus) => ({ documentId: `job${jobNumber}`, jobNumber, status });

describe('bulk actions on jobs', () => {
  it('cancels live jobs and deletes only drafts and open jobs', () => {
    expect(isCancellable(job(1, 'planned'))).toBe(true);
    expect(isCancellable(job(1, 'completed'))).toBe(false);
    expect(isCancellable(job(1, 'cancelled'))).toBe(false);
    expect(isDeletable(job(1, 'open'))).toBe(true);
    expect(isDeletable(job(1, 'planned'))).toBe(false);
    const { eligible, skipped } = splitSelection([job(1, 'open'), job(2, 'dispatched'), job(3, 'draft')], isDeletable);
    expect(eligible.map((j) => j.jobNumber)).toEqual([1, 3]);
    expect(skipped.map((j) => j.jobNumber)).toEqual([2]);
  });

  it('runs one job at a time, reports "n of m" and names each refusal', async () => {
    const order: number[] = [];
    const progress: string[] = [];
    const outcome = await runInTurn(
      [job(1, 'open'), job(2, 'completed'), job(3, 'planned')],
      async (j) => {
        order.push(j.jobNumber);
        if (j.status === 'completed') throw new Error('A job cannot move from completed to cancelled');
      },
      (error) => (error as Error).message,
      (done, total) => progress.push(`${done} of ${total}`),
    );
    expect(order).toEqual([1, 2, 3]);
    expect(progress).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(bulkSummary(outcome, 'cancelled')).toBe('2 of 3 jobs cancelled, 1 failed');
    expect(failureLines(outcome)).toEqual(['Job 2: A job cannot move from completed to cancelled']);
  });

  it('says plainly when every job went through', () => {
    expect(bulkSummary({ total: 1, succeeded: 1, failures: [] }, 'deleted')).toBe('1 job deleted');
    expect(bulkSummary({ total: 4, succeeded: 4, failures: [] }, 'cancelled')).toBe('4 jobs cancelled');
  });
});
