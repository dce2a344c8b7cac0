import type { OccurrencePreview } from '@haulage/shared/contracts';

// The API cancels a made job with its day only until the job has started (occurrence-skip.ts).
const NOT_STARTED = new Set(['open', 'planned', 'dispatched']);

/** A day a dispatcher may skip: from today on, to be made or made into a job not yet under way. */
export const canSkipDay = (day: OccurrencePreview, today: string): boolean => {
  if (day.date < today) return false;
  if (day.status === 'scheduled') return true;
  return day.status === 'generated' && day.job !== null && NOT_STARTED.has(day.job.status);
};

/** What skipping the day will do, said before it is done. */
export const skipDayText = (day: OccurrencePreview): string =>
  day.job
    ? `Job ${day.job.jobNumber} of ${day.date} will be cancelled, and the schedule will not make this day again.`
    : `The schedule will not make a job on ${day.date}.`;
