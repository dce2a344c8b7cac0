/** How long a key must wait after its failures: free at first, then doubling up to a cap. */
export interface BackoffPolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * The wait after `failures` consecutive failed sign-ins (a pure rule). The first `freeFailures`
 * cost nothing (typos), each one after doubles the wait, and the cap keeps a targeted account
 * reachable again within minutes rather than locked out.
 */
export const backoffDelayMs = (failures: number, { freeFailures, baseDelayMs, maxDelayMs }: BackoffPolicy): number => {
  if (failures <= freeFailures) return 0;
  // The exponent is bounded so a long attack cannot overflow to Infinity before the cap applies.
  const doublings = Math.min(failures - freeFailures - 1, 40);
  return Math.min(maxDelayMs, baseDelayMs * 2 ** doublings);
};

/** Retry-After in whole seconds, never 0 while a wait remains. */
export const retryAfterSeconds = (blockedUntilMs: number, nowMs: number): number => Math.max(1, Math.ceil((blockedUntilMs - nowMs) / 1000));

/** "1 second", "45 seconds", then whole minutes rounded up ("2 minutes") for longer waits. */
export const waitText = (seconds: number): string => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
