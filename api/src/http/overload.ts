import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from './service-unavailable';

export interface OverloadSettings {
  /** Mean event-loop delay over a sample past which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) over a sample past which requests are shed. */
  maxEventLoopUtilization: number;
  /** How often the loop is measured. */
  sampleIntervalMs: number;
  /** What a shed request is told to wait, in seconds. */
  retryAfterSeconds: number;
}

/** Balancers and start scripts must see the instance as alive while it sheds load. */
const NEVER_SHED = new Set(['/_health']);

/**
 * A saturated event loop answers every request late, so rather than queue them (and have clients
 * give up after many seconds), new requests are answered 503 at once until the loop recovers.
 */
export const installLoadShedding = async (app: FastifyInstance, settings: OverloadSettings): Promise<void> => {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
    // A rejection goes to the error handler, which answers it like every 503 (service-unavailable.ts).
    pressureHandler: async (request, _reply, type) => {
      if (NEVER_SHED.has(request.url.split('?')[0]!)) return;
      request.log.warn({ type }, 'request shed under load');
      throw new ServiceUnavailableError(settings.retryAfterSeconds);
    },
  });
};
