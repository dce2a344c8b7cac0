import type { LoginThrottleSettings } from '../../config';
import { HttpError } from '../../http/errors';
import { backoffDelayMs, retryAfterSeconds } from './login-backoff';
import type { LoginFailuresRepository } from './login-failures-repository';

/** Who is trying: the normalised e-mail ('' when none was sent) and the client's address. */
export interface SignInAttempt {
  email: string;
  address: string;
}

/** 429 RateLimitError; the route copies `retryAfter` into the Retry-After header. */
export class SignInBackoffError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'RateLimitError', `Too many failed sign-ins. Try again in ${retryAfter} seconds.`, { retryAfter });
  }
}

/**
 * Failed sign-ins are counted per account and per address: the account's count stops guessing one
 * password from many places, the address's (with a much higher allowance, since an office or a
 * balancer shares one) stops one place trying many accounts. Successes are never counted.
 */
export const createLoginThrottle = (settings: LoginThrottleSettings, repo: LoginFailuresRepository, now: () => number = Date.now) => {
  const policy = (freeFailures: number) => ({ freeFailures, baseDelayMs: settings.baseDelayMs, maxDelayMs: settings.maxDelayMs });
  const accountKey = (email: string) => `account:${email}`;
  const counters = ({ email, address }: SignInAttempt) => [
    ...(email ? [{ key: accountKey(email), policy: policy(settings.accountFreeFailures) }] : []),
    { key: `address:${address}`, policy: policy(settings.addressFreeFailures) },
  ];

  return {
    /** Throws SignInBackoffError while the account or the address must still wait. */
    async assertMayTry(attempt: SignInAttempt): Promise<void> {
      const at = now();
      const until = await repo.blockedUntil(counters(attempt).map((c) => c.key));
      if (until > at) throw new SignInBackoffError(retryAfterSeconds(until, at));
    },

    async failed(attempt: SignInAttempt): Promise<void> {
      const at = now();
      const forgetBefore = at - settings.forgetAfterMs;
      for (const { key, policy: keyPolicy } of counters(attempt)) {
        const delay = backoffDelayMs(await repo.countFailure(key, at, forgetBefore), keyPolicy);
        if (delay > 0) await repo.blockUntil(key, at + delay);
      }
      await repo.prune(forgetBefore, at);
    },

    /** The account starts afresh; the address does not, or one valid account would reset a spray. */
    async succeeded({ email }: SignInAttempt): Promise<void> {
      if (email) await repo.forget(accountKey(email));
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
