import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

/**
 * A real server on a free port with short time-outs (set through the config, as in production),
 * and raw sockets that send too slowly: each must be answered 408 and closed within its bound.
 * Margins are generous: the assertion is that the connection is closed, not exactly when.
 */
const TIMEOUTS = { headersMs: 400, bodyMs: 600, uploadMs: 2000, keepAliveMs: 400, maxRequestsPerSocket: 1000 };

let t: TestApp;
let port: number;
let auth: string;
beforeAll(async () => {
  t = await buildTestApp({ timeouts: TIMEOUTS });
  auth = (await authHeader(t.app, 'admin')).authorization;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

interface Trickle {
  socket: Socket;
  /** Resolves with what the server answered and after how many ms it closed the connection. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

/** Sends `head` and then one byte of `body` every `everyMs`, until the server closes the connection. */
const trickle = (head: string, body: string, everyMs: number): Trickle => {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  let sent = 0;
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= body.length) return;
    socket.write(body[sent]!);
    sent += 1;
  }, everyMs);
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    }),
  );
  return { socket, closed };
};

const statusOf = (answer: string): number => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

describe('slow clients', () => {
  it('closes a connection whose JSON body trickles in, with 408 in the envelope, long before an upload’s bound', async () => {
    const body = JSON.stringify({ data: { name: 'x'.repeat(200) } });
    const head = `POST /api/areas HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closed } = trickle(head, body, 100);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(answer).toContain('"message":"The request took too long to arrive"');
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyMs - 50);
    expect(afterMs).toBeLessThan(TIMEOUTS.uploadMs);
  });

  it('closes a connection whose headers never finish', async () => {
    const { closed } = trickle('GET /_health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: ' + 'a'.repeat(100), 100);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(afterMs).toBeLessThan(TIMEOUTS.uploadMs);
  });

  it('gives an upload the longer bound, and closes it past that', async () => {
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(500)}\r\n--${boundary}--\r\n`;
    const head = `POST /api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closed } = trickle(head, body, 100);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(afterMs).toBeGreaterThan(TIMEOUTS.bodyMs + 200);
    expect(afterMs).toBeLessThan(TIMEOUTS.uploadMs + 3000);
  });

  it('answers a body sent at once, and closes the connection once it idles past the keep-alive', async () => {
    const body = JSON.stringify({ data: {} });
    const head = `POST /api/areas HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const { closed } = trickle(head, '', 100);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(400);
    expect(answer).not.toContain('connection: close');
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
    expect(afterMs).toBeLessThan(TIMEOUTS.uploadMs);
  });
});
