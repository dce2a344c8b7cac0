import type { Job, JobStop } from '@haulage/shared/contracts';

/** A job's stops in the order they are driven (`sequence`), whatever order they were read in. */
export const orderedStops = (stops: readonly JobStop[] | undefined): JobStop[] =>
  [...(stops ?? [])].sort((a, b) => a.sequence - b.sequence);

/**
 * Where a job starts and ends as the office says it: the first pickup and the last delivery. A job
 * without a pickup (or delivery) stop starts (or ends) at its first (or last) stop.
 */
export const jobRoute = (job: Pick<Job, 'stops'>): { from: string | null; to: string | null } => {
  const stops = orderedStops(job.stops);
  const from = stops.find((stop) => stop.type === 'pickup') ?? stops[0];
  const to = stops.findLast((stop) => stop.type === 'delivery') ?? stops.at(-1);
  return { from: from?.place ?? null, to: to?.place ?? null };
};

/** "Volvo Torslanda, Göteborg → ICA Borås, Borås"; "—" for a job without stops. */
export const routeLabel = (job: Pick<Job, 'stops'>): string => {
  const { from, to } = jobRoute(job);
  if (!from && !to) return '—';
  return `${from ?? '—'} → ${to ?? '—'}`;
};
