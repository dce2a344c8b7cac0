import type { BoardJob } from '@haulage/shared/contracts';

/** What a board cell shows: a job's card, or one bar for the jobs of a trip (in the cell's order). */
export type CellItem = { kind: 'job'; job: BoardJob } | { kind: 'trip'; trip: NonNullable<BoardJob['trip']>; jobs: BoardJob[] };

/** A cell's jobs with each trip's jobs gathered into one bar where its first job stands. */
export const cellItems = (jobs: readonly BoardJob[]): CellItem[] => {
  const items: CellItem[] = [];
  const bars = new Map<string, Extract<CellItem, { kind: 'trip' }>>();
  for (const job of jobs) {
    if (!job.trip) {
      items.push({ kind: 'job', job });
      continue;
    }
    const known = bars.get(job.trip.documentId);
    if (known) known.jobs.push(job);
    else {
      const bar = { kind: 'trip' as const, trip: job.trip, jobs: [job] };
      bars.set(job.trip.documentId, bar);
      items.push(bar);
    }
  }
  return items;
};
