import type { DriverRun } from '@haulage/shared/contracts';
import { currentStop } from './run-order';

/** The phone tells the server where it is this often: the API takes one position a job every 3 minutes. */
export const ETA_EVERY_MS = 3 * 60_000;

const UNDER_WAY = new Set(['dispatched', 'in_progress']);

/**
 * The job whose ETA the phone feeds: the one of the stop the driver is at or heading to, once it is
 * under way (dispatched or started). None before the day starts or after the last stop is left.
 */
export const jobToTell = (run: Pick<DriverRun, 'items'> | null): string | null => {
  const stop = run ? currentStop(run) : undefined;
  return stop && UNDER_WAY.has(stop.job.status) ? stop.job.documentId : null;
};
