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

/** A request's turn: given back once its work is done and its answer is over. */
interface Turn {
  release: () => void;
  answered: boolean;
  closed: boolean;
}

/**
 * Every request takes its turn in arrival order once its body has been read (a slow upload holds
 * no turn) and before it is authorised and handled; a request that finds no turn within the bound
 * is answered 503 with Retry-After (service-unavailable.ts), so none waits without end. A
 * concurrency of 0 turns it off.
 *
 * The turn is given back when both the work has produced its answer (onSend, for a stream when it
 * is handed over) and the response has closed (sent, or its connection gone), so a streamed answer
 * holds its turn while it is written. Fastify's onResponse alone is not enough: a client that left
 * while its request was worked on never has its answer finished, and each such client kept a turn
 * for good, until none was left and every request was answered 503.
 */
export const installAdmission = (app: FastifyInstance, settings: AdmissionSettings): void => {
  if (settings.concurrency <= 0) return;
  const queue = createAdmissionQueue(settings);
  const startTurn = createTurnStarter();
  const turns = new WeakMap<object, Turn>();
  const settle = (turn: Turn) => {
    if (turn.answered && turn.closed) turn.release();
  };
  const refuse = (request: FastifyRequest, reason: string): never => {
    request.log.warn({ reason, waiting: queue.waiting }, 'request refused a turn under load');
    throw new ServiceUnavailableError(settings.retryAfterSeconds);
  };
  app.addHook('preValidation', async (request, reply) => {
    if (NEVER_QUEUED.has(request.url.split('?')[0]!)) return;
    // Counted from here, once the body is read: a slow upload's own time is bounded elsewhere (time-outs.ts).
    const arrived = Date.now();
    // The socket tells whether the client left: a request's own stream counts as destroyed as soon
    // as its body has been read.
    const release = await queue
      .enter(() => request.raw.socket?.destroyed === true)
      .catch((error: unknown) => {
        if (!(error instanceof AdmissionRefused)) throw error;
        return refuse(request, error.message);
      });
    const turn: Turn = { release, answered: false, closed: false };
    turns.set(request.raw, turn);
    const close = () => {
      turn.closed = true;
      settle(turn);
    };
    if (reply.raw.destroyed) close();
    else reply.raw.once('close', close);
    // The work starts on a turn of the loop of its own, so the loop keeps reading (turn-starter.ts).
    // The bound counts until then, so on a starved machine the wait for that turn is bounded too.
    await startTurn();
    if (Date.now() - arrived > settings.maxWaitMs) {
      release();
      refuse(request, `no turn within ${settings.maxWaitMs} ms`);
    }
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const turn = turns.get(request.raw);
    if (turn) {
      turn.answered = true;
      settle(turn);
    }
    return payload;
  });
};
