import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseInputError } from './database-input-errors';
import { DATABASE_AWAY_MESSAGE, isDatabaseAway } from './database-unavailable';
import { errorNameFor } from './error-names';
import { HttpError } from './errors';
import { securityHeadersFor } from './security-headers';
import { isDatabaseBusy } from '../db/bounded-wait';
import { ServiceUnavailableError, sendServiceUnavailable } from './service-unavailable';

/** Maps every failure to Strapi's error envelope; never leaks internals in a 500. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ServiceUnavailableError) return sendServiceUnavailable(reply, error);
    // A request that found no database turn within the bound is told to come back, as a shed one is.
    if (isDatabaseBusy(error)) {
      request.log.warn('no database turn within the bound');
      return sendServiceUnavailable(reply, new ServiceUnavailableError(app.config.overload.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.toResponse());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.').toResponse());
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ data: null, error: { status: 400, name: 'SyntaxError', message: 'The request body is not valid JSON' } });
    }
    if (isDatabaseAway(error)) {
      request.log.warn({ err: error }, 'database not available');
      return sendServiceUnavailable(reply, new ServiceUnavailableError(app.config.overload.retryAfterSeconds, DATABASE_AWAY_MESSAGE));
    }
    const badInput = databaseInputError(error);
    if (badInput) return reply.status(400).send(badInput.toResponse());
    if (status >= 400 && status < 500) {
      return reply.status(status).send(new HttpError(status, errorNameFor(status), error.message, {}).toResponse());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(new HttpError(404, 'NotFoundError', `No route ${request.method} ${request.url.split('?')[0]}`, {}).toResponse()),
  );
};

/**
 * Fastify answers a few failures from its router before any hook or error handler runs (a URL
 * that does not decode, a path parameter past maxParamLength). This puts them in the envelope too,
 * with the headers the onSend hooks would have added: the security headers, and CORS for an
 * allowed origin so the frontend can read why it failed.
 */
export const frameworkErrorReply =
  (corsOrigins: readonly string[]) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'router failed');
    // As in the error handler: a 500 says nothing about why and, like Strapi's, has no details.
    const failure =
      status >= 500
        ? new HttpError(500, 'InternalServerError', 'Internal Server Error')
        : new HttpError(status, errorNameFor(status), error.message, {});
    const origin = request.headers.origin;
    if (origin && corsOrigins.includes(origin)) void reply.header('access-control-allow-origin', origin);
    void reply.header('vary', 'Origin').headers(securityHeadersFor(request.url)).status(failure.status).send(failure.toResponse());
  };
