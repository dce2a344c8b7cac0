import type { FastifyInstance } from 'fastify';
import { clientErrorResponse } from './client-error';

/**
 * How long a client may take to send a request. A back office's requests are small JSON bodies
 * and photo uploads: a client slower than these is broken or hostile, and each one it holds is a
 * socket and a request slot taken from everyone else (README, "Time-outs and overload").
 */
export interface TimeoutSettings {
  /** From the first byte until every header has arrived (Node's headersTimeout). */
  headersMs: number;
  /** From the first byte until a body other than an upload has arrived. */
  bodyMs: number;
  /** From the first byte until a whole request, an upload's included, has arrived (Node's requestTimeout). */
  uploadMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection is closed after this many requests, so load spreads again across instances. */
  maxRequestsPerSocket: number;
}

/** Node checks its time-outs on a timer; a tenth of the shortest one keeps them close to exact. */
const checkingInterval = ({ headersMs, bodyMs }: TimeoutSettings): number => Math.max(50, Math.min(1000, headersMs / 10, bodyMs / 10));

/** The server options these settings become (Fastify passes `http` on to Node's createServer). */
export const serverTimeoutOptions = (settings: TimeoutSettings) => ({
  requestTimeout: settings.uploadMs,
  keepAliveTimeout: settings.keepAliveMs,
  maxRequestsPerSocket: settings.maxRequestsPerSocket,
  http: { headersTimeout: settings.headersMs, connectionsCheckingInterval: checkingInterval(settings) },
});

const isUpload = (contentType: string | undefined): boolean => (contentType ?? '').toLowerCase().startsWith('multipart/');

/**
 * Node bounds a whole request by one time for every route, so the long one an upload needs would
 * also let a JSON body trickle in for minutes. This bounds every body but an upload's by the short
 * one: past it the client gets 408 in the envelope and the connection is closed.
 */
export const installBodyTimeout = (app: FastifyInstance, { bodyMs }: TimeoutSettings): void => {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  const clear = (request: { raw: object }) => {
    clearTimeout(timers.get(request.raw));
    timers.delete(request.raw);
  };
  app.addHook('onRequest', async (request) => {
    const { headers } = request.raw;
    if (isUpload(headers['content-type']) || (!headers['content-length'] && !headers['transfer-encoding'])) return;
    const socket = request.raw.socket;
    const timer = setTimeout(() => {
      if (socket.destroyed) return;
      if (socket.writable)
        socket.write(clientErrorResponse(Object.assign(new Error('body time-out'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })));
      socket.destroy();
    }, bodyMs);
    timer.unref();
    timers.set(request.raw, timer);
  });
  app.addHook('preValidation', async (request) => clear(request));
  app.addHook('onRequestAbort', async (request) => clear(request));
  app.addHook('onResponse', async (request) => clear(request));
};
