import type { FastifyInstance } from 'fastify';
import { validationError } from '../http/errors';

/**
 * The last bound on an answer: its bytes. Entries are bounded while they are read; this catches
 * what makes few entries large (long texts, JSON attributes) before it reaches the network.
 */
export const boundAnswerSize = (app: FastifyInstance, maxBytes: number): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length <= maxBytes / 3 || Buffer.byteLength(payload) <= maxBytes) return payload;
    reply.code(400).header('content-type', 'application/json; charset=utf-8');
    const error = validationError(
      `The answer would be larger than ${Math.round(maxBytes / 1024 / 1024)} MB: ask for fewer entries, fields or relations`,
      { source: 'query' },
    );
    return JSON.stringify(error.toResponse());
  });
};
