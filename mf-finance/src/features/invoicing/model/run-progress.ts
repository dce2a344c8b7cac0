import type { InvoiceRunProgress } from '@haulage/shared/contracts';

export interface RunTally {
  jobsDone: number;
  draftsCreated: number;
  jobsRemaining: number;
  complete: boolean;
}

export const EMPTY_TALLY: RunTally = { jobsDone: 0, draftsCreated: 0, jobsRemaining: 0, complete: false };

/** Adds one batch's answer to what the run has done so far. */
export const addBatch = (tally: RunTally, batch: InvoiceRunProgress): RunTally => ({
  jobsDone: tally.jobsDone + batch.jobsDone,
  draftsCreated: tally.draftsCreated + batch.draftsCreated,
  jobsRemaining: batch.jobsRemaining,
  complete: batch.complete,
});

/** Percent done for the progress bar: jobs done of done + remaining. */
export const percentDone = (tally: RunTally): number => {
  const all = tally.jobsDone + tally.jobsRemaining;
  if (tally.complete || all === 0) return tally.complete ? 100 : 0;
  return Math.round((tally.jobsDone / all) * 100);
};
