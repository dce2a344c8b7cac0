import { addBatch, EMPTY_TALLY, percentDone } from './run-progress';

describe('invoicing run progress', () => {
  it('adds batches until the API says the run is complete', () => {
    const first = addBatch(EMPTY_TALLY, { jobsDone: 500, draftsCreated: 40, jobsRemaining: 500, complete: false });
    expect(percentDone(first)).toBe(50);
    const second = addBatch(first, { jobsDone: 500, draftsCreated: 35, jobsRemaining: 0, complete: true });
    expect(second).toEqual({ jobsDone: 1000, draftsCreated: 75, jobsRemaining: 0, complete: true });
    expect(percentDone(second)).toBe(100);
  });

  it('shows nothing done before the first batch', () => {
    expect(percentDone(EMPTY_TALLY)).toBe(0);
  });
});
