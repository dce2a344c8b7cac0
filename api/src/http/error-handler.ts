import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseInputError } from './database-input-errors';
import { HttpError } from './errors';

/** Maps every failure to Strapi's error envelope; never leaks internals in a 500. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.toResponse());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.').toResponse());
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ data: null, error: { status: 400, name: 'SyntaxError', message: 'The request body is not valid JSON' } });
    }
    const badInput = databaseInputError(error);
    if (badInput) return reply.status(400).send(badInput.toResponse());
    if (status >= 400 && status < 500) {
      return reply.status(status).send(new HttpError(status, 'ValidationError', error.message, {}).toResponse());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(new HttpError(404, 'NotFoundError', `No route ${request.method} ${request.url.split('?')[0]}`, {}).toResponse()),
  );
};
