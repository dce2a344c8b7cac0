import type { LatLng } from '../../trips/index';

/** A stop of the driver's run, in driving order, as far as the ETA needs it. */
export interface RunStopPlace {
  jobId: number;
  departedAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A stop on the way takes time as well as the road (backing in, loading, papers): 20 minutes is an
 * assumption of the same kind as the straight-line estimate's road factor and speed, so an ETA
 * given before a pickup is not promised early.
 */
export const HANDLING_MINUTES_PER_STOP = 20;

export type EtaRoute = { points: LatLng[]; stopsOnTheWay: number } | { refused: string };

/**
 * What is left to drive to the job's last stop: from the phone's position through every stop not
 * yet left, in the run's order (a trip's other stops on the way included). Stops without a known
 * place are passed over, but the last one must have one, or there is nothing to estimate to.
 */
export const etaRoute = (position: LatLng, stops: readonly RunStopPlace[], jobId: number): EtaRoute => {
  const lastIndex = stops.map((stop) => stop.jobId).lastIndexOf(jobId);
  if (lastIndex < 0) return { refused: 'The job has no stops' };
  const ahead = stops.slice(0, lastIndex + 1).filter((stop) => stop.departedAt === null);
  const last = stops[lastIndex]!;
  if (ahead.length === 0 || last.departedAt !== null) return { refused: 'The job’s last stop is already left' };
  if (last.latitude == null || last.longitude == null) return { refused: 'The job’s last stop has no known place' };
  const known = ahead.filter((stop) => stop.latitude != null && stop.longitude != null);
  return {
    points: [position, ...known.map((stop) => ({ latitude: Number(stop.latitude), longitude: Number(stop.longitude) }))],
    stopsOnTheWay: ahead.length - 1,
  };
};

/** The arrival: now, plus the driving time, plus the handling at each stop on the way. */
export const etaAt = (now: Date, drivingMinutes: number, stopsOnTheWay: number): string =>
  new Date(now.getTime() + (drivingMinutes + stopsOnTheWay * HANDLING_MINUTES_PER_STOP) * 60_000).toISOString();
