import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorNameFor } from './error-names';
import { HttpError } from './errors';
import { BASE_SECURITY_HEADERS } from './security-headers';

interface ClientError extends Error {
  code?: string;
}

/** Node's own mapping of parser failures to statuses (lib/_http_server.js). */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const MESSAGES: Record<number, string> = {
  431: 'The request headers are too large',
  413: 'The request is too large',
  408: 'The request took too long to arrive',
  400: 'The request is not valid HTTP',
};

/** The raw HTTP answer to a request Node's parser refused, in Strapi's error envelope. */
export const clientErrorResponse = (error: ClientError): string => {
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const body = JSON.stringify(new HttpError(status, errorNameFor(status), MESSAGES[status]!, {}).toResponse());
  const headers = {
    ...BASE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
};

/**
 * Fastify's `clientErrorHandler`: Node refuses some requests (headers past 16 KB, a malformed
 * request line, a timeout) before Fastify sees them, so no hook or error handler runs. Answered
 * like every other error, then the connection is closed, as Node does.
 */
export const handleClientError = (error: ClientError, socket: Socket): void => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Never write into the middle of an answer already under way on this connection (as Node checks).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error));
  socket.destroy(error);
};
