import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdmissionRefused, type AdmissionQueueSettings, createAdmissionQueue } from './admission-queue';
import { ServiceUnavailableError } from './service-unavailable';
import { createTurnStarter } from './turn-starter';

export interface AdmissionSettings extends AdmissionQueueSettings {
  /** What a refused request is told to wait, in seconds. */
  retryAfterSeconds: number;
}

/** Balancers and start scripts must see the instance as alive however busy it is. */
const NEVER_QUEUED = new Set(['/_health']);

/**
 * Every request takes its turn in arrival order once its body has been read (a slow upload holds
 * no turn) and before it is authorised and handled; a request that finds no turn within the bound
 * is answered 503 with Retry-After (service-unavailable.ts), so none waits without end. A
 * concurrency of 0 turns it off.
 */
export const installAdmission = (app: FastifyInstance, settings: AdmissionSettings): void => {
  if (settings.concurrency <= 0) return;
  const queue = createAdmissionQueue(settings);
  const startTurn = createTurnStarter();
  const releases = new WeakMap<object, () => void>();
  const release = async (request: FastifyRequest) => {
    releases.get(request.raw)?.();
    releases.delete(request.raw);
  };
  const refuse = (request: FastifyRequest, reason: string): never => {
    request.log.warn({ reason, waiting: queue.waiting }, 'request refused a turn under load');
    throw new ServiceUnavailableError(settings.retryAfterSeconds);
  };
  app.addHook('preValidation', async (request) => {
    if (NEVER_QUEUED.has(request.url.split('?')[0]!)) return;
    // Counted from here, once the body is read: a slow upload's own time is bounded elsewhere (time-outs.ts).
    const arrived = Date.now();
    try {
      // The socket tells whether the client left: a request's own stream counts as destroyed as
      // soon as its body has been read.
      releases.set(request.raw, await queue.enter(() => request.raw.socket?.destroyed === true));
    } catch (error) {
      if (!(error instanceof AdmissionRefused)) throw error;
      refuse(request, error.message);
    }
    // The work starts on a turn of the loop of its own, so the loop keeps reading (turn-starter.ts).
    // The bound counts until then, so on a starved machine the wait for that turn is bounded too.
    await startTurn();
    if (Date.now() - arrived > settings.maxWaitMs) {
      await release(request);
      refuse(request, `no turn within ${settings.maxWaitMs} ms`);
    }
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
};
