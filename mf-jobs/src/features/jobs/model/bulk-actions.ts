import type { Job, JobStatus } from '@haulage/shared/contracts';

type JobRef = Pick<Job, 'documentId' | 'jobNumber' | 'status'>;

/** The machine cancels any live job; completed, invoiced and cancelled ones stay as they are. */
const CANCELLABLE: readonly JobStatus[] = ['draft', 'open', 'planned', 'dispatched', 'in_progress'];
/** Once a job has been planned it has history, so it is cancelled rather than deleted. */
const DELETABLE: readonly JobStatus[] = ['draft', 'open'];

export const isCancellable = (job: JobRef): boolean => CANCELLABLE.includes(job.status);
export const isDeletable = (job: JobRef): boolean => DELETABLE.includes(job.status);

/** The selected jobs an action applies to, and those it leaves alone (the user is told how many). */
export const splitSelection = <J extends JobRef>(jobs: readonly J[], applies: (job: J) => boolean) => ({
  eligible: jobs.filter(applies),
  skipped: jobs.filter((job) => !applies(job)),
});

export interface BulkFailure {
  jobNumber: number;
  message: string;
}

export interface BulkOutcome {
  total: number;
  succeeded: number;
  failures: BulkFailure[];
}

/**
 * One request per job, in turn: each job goes through the API's own rules (a refusal names that
 * job), progress reads "n of m", and the single database writer is not queued up at once.
 */
export const runInTurn = async <J extends JobRef>(
  jobs: readonly J[],
  run: (job: J) => Promise<unknown>,
  messageOf: (error: unknown) => string,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<BulkOutcome> => {
  const failures: BulkFailure[] = [];
  for (const [index, job] of jobs.entries()) {
    try {
      await run(job);
    } catch (error) {
      failures.push({ jobNumber: job.jobNumber, message: messageOf(error) });
    }
    onProgress(index + 1, jobs.length);
  }
  return { total: jobs.length, succeeded: jobs.length - failures.length, failures };
};

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/** "3 jobs cancelled", or "2 of 3 jobs cancelled, 1 failed" when the API refused some. */
export type BulkDone = 'cancelled' | 'deleted' | 'sent for confirmation';

export const bulkSummary = (outcome: BulkOutcome, done: BulkDone): string =>
  outcome.failures.length === 0
    ? `${jobs(outcome.succeeded)} ${done}`
    : `${outcome.succeeded} of ${jobs(outcome.total)} ${done}, ${outcome.failures.length} failed`;

/** One line per refusal, naming the job: "Job 1042: A job cannot move from completed to cancelled". */
export const failureLines = (outcome: BulkOutcome): string[] =>
  outcome.failures.map((failure) => `Job ${failure.jobNumber}: ${failure.message}`);
