/** A phone tells a job's ETA at most this often: enough for the board, not a stream of writes. */
export const DRIVER_ETA_INTERVAL_MS = 3 * 60_000;

/**
 * Whether a driver's phone may tell the job's ETA now: per job, once per interval (per instance,
 * in memory: a phone that reaches two instances tells one more ETA, which changes nothing).
 */
export const createEtaPace = (intervalMs = DRIVER_ETA_INTERVAL_MS, limitKeys = 10_000) => {
  const last = new Map<number, number>();
  return {
    allow(jobId: number, now = Date.now()): boolean {
      const at = last.get(jobId);
      if (at !== undefined && now - at < intervalMs) return false;
      if (last.size >= limitKeys) last.delete(last.keys().next().value as number);
      last.set(jobId, now);
      return true;
    },
  };
};
