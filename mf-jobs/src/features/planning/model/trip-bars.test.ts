import type { BoardJob } from '@haulage/shared/contracts';
import { cellItems } from './trip-bars';

const job = (jobNumber: number, trip?: string) =>
  ({ documentId: `j${jobNumber}`, jobNumber, trip: trip ? { documentId: trip, tripNumber: 7 } : null }) as BoardJob;

describe('cellItems', () => {
  it('gathers a trip’s jobs into one bar where its first job stands, other jobs as cards', () => {
    const items = cellItems([job(1), job(2, 't'), job(3), job(4, 't')]);
    expect(items.map((item) => (item.kind === 'job' ? item.job.jobNumber : `trip ${item.jobs.map((j) => j.jobNumber).join('+')}`))).toEqual(
      [1, 'trip 2+4', 3],
    );
  });
});
