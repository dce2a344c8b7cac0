/** How the SMS outbox retries: a few quick attempts, then slower ones, then it gives up. */
export const MAX_SMS_ATTEMPTS = 6;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 30 * 60_000;

/**
 * The wait before the next attempt after `attempts` failed ones: 15 s, 30 s, 1 min, 2 min, …
 * capped at 30 minutes. Deterministic, so two instances agree and tests can name the times.
 */
export const retryDelayMs = (attempts: number): number => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/** What happens to a message whose attempt failed: another try later, or failed for good. */
export type FailureOutcome = { status: 'pending'; nextAttemptAt: string } | { status: 'failed' };

export const afterFailure = (attempts: number, now: Date): FailureOutcome =>
  attempts >= MAX_SMS_ATTEMPTS
    ? { status: 'failed' }
    : { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() };
