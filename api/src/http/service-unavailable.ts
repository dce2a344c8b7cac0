import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';

/**
 * 503 in Strapi's envelope with `Retry-After`: the one answer for "not now, come back shortly"
 * (an overloaded event loop, a saturated database queue, a database that is away), so clients and
 * balancers can retry it the same way whatever caused it.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(
    readonly retryAfter: number,
    message = 'The service is busy. Try again shortly.',
  ) {
    super(503, 'ServiceUnavailableError', message, { retryAfter });
  }
}

export const sendServiceUnavailable = (reply: FastifyReply, error: ServiceUnavailableError): FastifyReply =>
  reply.status(503).header('retry-after', String(error.retryAfter)).header('cache-control', 'no-store').send(error.toResponse());
