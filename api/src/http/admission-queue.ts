/** Refused a turn: the wait passed its bound or the queue was full. Answered 503 (admission.ts). */
export class AdmissionRefused extends Error {}

export interface AdmissionQueueSettings {
  /** Requests doing their work at once. */
  concurrency: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Requests that may wait at once; past it a request is refused without waiting. */
  maxQueue: number;
}

export interface AdmissionQueue {
  /**
   * Resolves with the turn's release once it is this request's turn; rejects with
   * AdmissionRefused when the wait passes the bound or the queue is full. `isGone` tells whether
   * the client has left while it waited: its turn goes to the next one.
   */
  enter(isGone?: () => boolean): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  admit: () => void;
  refuse: (error: AdmissionRefused) => void;
  isGone: () => boolean;
  timer: NodeJS.Timeout;
}

/**
 * First come, first served. Without it, every request that arrives starts at once and they all
 * take turns on the event loop and the database queue, each of them many times: under overload
 * the median stays low while some requests are overtaken again and again for many seconds. Here a
 * request waits once, in arrival order, and then does its work beside only a few others.
 */
export const createAdmissionQueue = ({ concurrency, maxWaitMs, maxQueue }: AdmissionQueueSettings): AdmissionQueue => {
  let running = 0;
  const waiters: Waiter[] = [];

  const admitNext = () => {
    while (running < concurrency && waiters.length > 0) {
      const waiter = waiters.shift()!;
      clearTimeout(waiter.timer);
      if (waiter.isGone()) {
        waiter.refuse(new AdmissionRefused('the client left while it waited'));
        continue;
      }
      running += 1;
      waiter.admit();
    }
  };

  const turn = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      admitNext();
    };
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    enter: (isGone = () => false) => {
      if (running < concurrency && waiters.length === 0) {
        running += 1;
        return Promise.resolve(turn());
      }
      if (waiters.length >= maxQueue) return Promise.reject(new AdmissionRefused('the queue is full'));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          admit: () => resolve(turn()),
          refuse: reject,
          isGone,
          timer: setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(new AdmissionRefused(`no turn within ${maxWaitMs} ms`));
          }, maxWaitMs),
        };
        waiters.push(waiter);
      });
    },
  };
};
