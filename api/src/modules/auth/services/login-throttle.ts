import { createHash } from 'node:crypto';
import type { LoginThrottleSettings } from '../settings';
import { HttpError } from '../../../http/errors';
import { backoffDelayMs, retryAfterSeconds, waitText } from '../model/login-backoff';
import type { LoginFailuresRepository } from '../repository/login-failures-repository';

/** Who is trying: the normalised e-mail ('' when none was sent) and the client's address. */
export interface SignInAttempt {
  email: string;
  address: string;
}

/** 429 RateLimitError; the route copies `retryAfter` into the Retry-After header. */
export class SignInBackoffError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'RateLimitError', `Too many failed sign-ins. Try again in ${waitText(retryAfter)}.`, { retryAfter });
  }
}

/** E-mails are as long as a client sends them: a digest keeps every key within the table's column. */
const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Failed sign-ins are counted three ways (OWASP's authentication cheat sheet: throttle, never lock
 * out). Per account and address: the address that failed waits for that account, while the owner
 * signing in from another address gets in at once. Per account over all addresses, with a much
 * higher allowance: guessing spread over many addresses still slows down. Per address, with a high
 * allowance too (an office or a balancer shares one): one place trying many accounts slows down.
 * Successes are never counted.
 */
export const createLoginThrottle = (settings: LoginThrottleSettings, repo: LoginFailuresRepository, now: () => number = Date.now) => {
  const policy = (freeFailures: number) => ({ freeFailures, baseDelayMs: settings.baseDelayMs, maxDelayMs: settings.maxDelayMs });
  const pairKey = (email: string, address: string) => `pair:${digest(`${email}\n${address}`)}`;
  const counters = ({ email, address }: SignInAttempt) => [
    ...(email
      ? [
          { key: pairKey(email, address), policy: policy(settings.accountFreeFailures) },
          { key: `account:${digest(email)}`, policy: policy(settings.accountTotalFreeFailures) },
        ]
      : []),
    { key: `address:${address}`, policy: policy(settings.addressFreeFailures) },
  ];

  return {
    /** Throws SignInBackoffError while this account from this address, the account or the address must still wait. */
    async assertMayTry(attempt: SignInAttempt): Promise<void> {
      const at = now();
      const until = await repo.blockedUntil(counters(attempt).map((c) => c.key));
      if (until > at) throw new SignInBackoffError(retryAfterSeconds(until, at));
    },

    async failed(attempt: SignInAttempt): Promise<void> {
      const at = now();
      const forgetBefore = at - settings.forgetAfterMs;
      const keys = counters(attempt);
      const counts = await repo.countFailures(
        keys.map((c) => c.key),
        at,
        forgetBefore,
      );
      for (const { key, policy: keyPolicy } of keys) {
        const delay = backoffDelayMs(counts.get(key) ?? 1, keyPolicy);
        if (delay > 0) await repo.blockUntil(key, at + delay);
      }
      await repo.prune(forgetBefore, at);
    },

    /**
     * The account starts afresh from this address only. Not the account's total, or the owner's
     * sign-in would hand spread-out guessing a new allowance; not the address's, or one valid
     * account would reset a spray.
     */
    async succeeded({ email, address }: SignInAttempt): Promise<void> {
      if (email) await repo.forget(pairKey(email, address));
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
