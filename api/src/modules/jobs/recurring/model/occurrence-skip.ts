/** What is stored for the day, if anything: the claimed occurrence and the job it made. */
export interface SkipFacts {
  date: string;
  today: string;
  scheduleStatus: string;
  /** The day is one of the rule's (a holiday the policy moves keeps its rule date). */
  isRuleDate: boolean;
  stored: { status: string; job: { jobNumber: number; status: string } | null } | null;
}

export type SkipDecision =
  { ok: true; action: 'claim' | 'mark' | 'none'; cancelJob: boolean } | { ok: false; status: 400 | 409; message: string };

// A made job not yet under way is cancelled with its day; one that has started stays the dispatcher's.
const CANCELLABLE = new Set(['draft', 'open', 'planned', 'dispatched']);

/**
 * Skipping one day of a schedule: a rule day from today on, of a schedule not ended. A day not yet
 * made is claimed as skipped (so the materialiser never makes it); a made day is marked skipped and
 * its job cancelled, unless the job has started. Skipping a skipped day changes nothing.
 */
export const decideSkip = (facts: SkipFacts): SkipDecision => {
  if (facts.scheduleStatus === 'ended') return { ok: false, status: 409, message: 'The schedule has ended; its days cannot be skipped' };
  if (facts.date < facts.today) return { ok: false, status: 400, message: `${facts.date} has passed; only days from today can be skipped` };
  if (!facts.isRuleDate && !facts.stored) return { ok: false, status: 400, message: `${facts.date} is not one of the schedule's days` };
  if (!facts.stored) return { ok: true, action: 'claim', cancelJob: false };
  if (facts.stored.status === 'skipped') return { ok: true, action: 'none', cancelJob: false };
  const job = facts.stored.job;
  if (!job || job.status === 'cancelled') return { ok: true, action: 'mark', cancelJob: false };
  if (!CANCELLABLE.has(job.status))
    return {
      ok: false,
      status: 409,
      message: `Job ${job.jobNumber} of ${facts.date} is ${job.status.replace(/_/g, ' ')}; only a day whose job has not started can be skipped`,
    };
  return { ok: true, action: 'mark', cancelJob: true };
};
