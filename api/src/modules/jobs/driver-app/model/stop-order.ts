import type { StopEventType } from '@haulage/shared/contracts';

export interface StopTimes {
  id: number;
  sequence: number;
  arrivedAt: string | null;
  departedAt: string | null;
}

export type StopEventCheck = { ok: true; column: 'arrived_at' | 'departed_at' } | { ok: false; field: string; message: string };

const refuse = (field: string, message: string): StopEventCheck => ({ ok: false, field, message });

/**
 * Whether an arrival or departure may be stamped on a stop, given its run (the job's stops, or the
 * trip's, in order). The road has one order: no departure before the arrival, and no stamp earlier
 * than what the previous stop already recorded. A stop already stamped keeps its first time.
 */
export const checkStopEvent = (run: StopTimes[], stopId: number, type: StopEventType, at: string): StopEventCheck => {
  const index = run.findIndex((stop) => stop.id === stopId);
  const stop = run[index];
  if (!stop) return refuse('stop', 'The stop is not one of the job’s stops');
  const time = Date.parse(at);
  if (type === 'arrived') {
    if (stop.arrivedAt) return refuse('type', 'The arrival at this stop is already recorded');
    const previous = run
      .slice(0, index)
      .flatMap((s) => [s.arrivedAt, s.departedAt])
      .filter((t): t is string => !!t)
      .map(Date.parse);
    if (previous.some((t) => t > time)) return refuse('at', 'at is before a time recorded at the previous stop');
    return { ok: true, column: 'arrived_at' };
  }
  if (!stop.arrivedAt) return refuse('type', 'Departed before arrived: record the arrival at this stop first');
  if (stop.departedAt) return refuse('type', 'The departure from this stop is already recorded');
  if (Date.parse(stop.arrivedAt) > time) return refuse('at', 'at is before the arrival at this stop');
  return { ok: true, column: 'departed_at' };
};
