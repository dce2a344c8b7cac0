import type { StopType } from './job-values';

/** How far a job on the road has come, from its stops' arrival and departure stamps (the driver app's). */
export const JOB_PROGRESS = ['at_pickup', 'loaded', 'at_delivery', 'delivered'] as const;
export type JobProgress = (typeof JOB_PROGRESS)[number];

export const JOB_PROGRESS_LABELS: Record<JobProgress, string> = {
  at_pickup: 'At pickup',
  loaded: 'Loaded',
  at_delivery: 'At delivery',
  delivered: 'Delivered',
};

export interface ProgressStop {
  type: StopType | string;
  arrivedAt: string | null;
  departedAt: string | null;
}

/** The last delivery's proof completes the job, often before the driver taps "Departed". */
const FINISHED = new Set(['completed', 'ready_to_invoice', 'invoiced']);

const lastStampOf = (stop: ProgressStop): number => Math.max(Date.parse(stop.arrivedAt ?? ''), Date.parse(stop.departedAt ?? '') || 0);

/**
 * Where the job is, from its pickups' and deliveries' stamps (stops in sequence order); null before
 * the first arrival, so a job the office completed by hand shows no road progress. The latest stamp
 * decides, not the stop order: in a trip the driver may work another job's stops in between. Leaving
 * a delivery while another is still ahead is "loaded" again: goods are still aboard.
 */
export const jobProgress = (status: string, stops: readonly ProgressStop[]): JobProgress | null => {
  const road = stops.filter((stop) => stop.type === 'pickup' || stop.type === 'delivery');
  const stamped = road.filter((stop) => stop.arrivedAt);
  if (stamped.length === 0) return null;
  const deliveries = road.filter((stop) => stop.type === 'delivery');
  if (FINISHED.has(status) || (deliveries.length > 0 && deliveries.every((stop) => stop.departedAt))) return 'delivered';
  // On a tie the later stop in the sequence wins: arriving where one just left.
  const latest = stamped.reduce((last, stop) => (lastStampOf(stop) >= lastStampOf(last) ? stop : last));
  if (latest.departedAt) return 'loaded';
  return latest.type === 'pickup' ? 'at_pickup' : 'at_delivery';
};
