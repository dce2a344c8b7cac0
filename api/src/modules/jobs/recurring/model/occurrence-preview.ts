import type { OccurrencePreview, OccurrenceStatus } from '@haulage/shared/contracts';
import type { PolicyOutcome } from './holiday-policy';

export interface StoredOccurrence {
  date: string;
  plannedDate: string | null;
  status: string;
  reason: string | null;
  job: { documentId: string; jobNumber: number; status: string } | null;
}

/**
 * The days a schedule shows: what was made (a made job since deleted counts as cancelled, and a
 * cancelled job's day too) and, after it, what the rule will make, in date order.
 */
export const previewOccurrences = (stored: StoredOccurrence[], planned: PolicyOutcome[]): OccurrencePreview[] => {
  const made = new Map(
    stored.map((row): [string, OccurrencePreview] => {
      const cancelled = row.status === 'generated' && (row.job === null || row.job.status === 'cancelled');
      return [row.date, { ...row, status: (cancelled ? 'cancelled' : row.status) as OccurrenceStatus }];
    }),
  );
  for (const outcome of planned) {
    if (made.has(outcome.date)) continue;
    made.set(outcome.date, {
      date: outcome.date,
      plannedDate: outcome.status === 'scheduled' ? outcome.plannedDate : null,
      status: outcome.status,
      reason: outcome.reason,
      job: null,
    });
  }
  return [...made.values()].sort((a, b) => a.date.localeCompare(b.date));
};
