import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { errorNameFor } from '../src/http/error-names';
import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

// Every failure a caller can meet answers Strapi's envelope, named by its status, including the
// ones raised before Fastify's error handler (router, Node's HTTP parser) or inside a plugin.
let t: TestApp;
let admin: { authorization: string };
let viewer: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, 'admin');
  viewer = await authHeader(t.app, 'viewer');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

const expectEnvelope = (status: number, name: string, headers: Record<string, unknown>, body: string) => {
  expect(headers['content-type']).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as { data: unknown; error: { status: number; name: string; message: unknown } };
  expect(parsed).toEqual({ data: null, error: expect.objectContaining({ status, name, message: expect.any(String) }) });
  return parsed.error;
};

const nest = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const json = { 'content-type': 'application/json' };

describe('errors answered through Fastify', () => {
  it.each([
    ['a URL that does not decode', 'admin', 'GET', '/api/trucks/%c0', {}, undefined, 400, 'ValidationError'],
    ['a path parameter past the router limit', 'admin', 'GET', `/api/areas/${'a'.repeat(200)}`, {}, undefined, 414, 'ApplicationError'],
    [
      '5,000 nested arrays in data',
      'admin',
      'POST',
      '/api/trucks',
      json,
      `{"data":{"truckName":${nest(5000, '[', ']')}}}`,
      400,
      'ValidationError',
    ],
    ['5,000 nested objects in data', 'admin', 'POST', '/api/areas', json, `{"data":${nest(5000, '{"a":', '}')}}`, 400, 'ValidationError'],
    [
      '5,000 nested objects in an update',
      'admin',
      'PUT',
      '/api/areas/x',
      json,
      `{"data":{"name":${nest(5000, '{"a":', '}')}}}`,
      400,
      'ValidationError',
    ],
    ['5,000 nested arrays at sign-in', 'none', 'POST', '/admin/login', json, nest(5000, '[', ']'), 400, 'ValidationError'],
    [
      'a query nested 3,000 levels',
      'admin',
      'GET',
      `/api/trucks?filters${'[$and][0]'.repeat(3000)}[name]=x`,
      {},
      undefined,
      400,
      'ValidationError',
    ],
    ['a dotfile under /uploads/', 'none', 'GET', '/uploads/.env', {}, undefined, 403, 'ForbiddenError'],
    ['an upload by a viewer', 'viewer', 'POST', '/api/upload', json, '{}', 403, 'ForbiddenError'],
    ['no token', 'none', 'GET', '/api/areas', {}, undefined, 401, 'UnauthorizedError'],
    ['an unknown route', 'admin', 'GET', '/api/nope', {}, undefined, 404, 'NotFoundError'],
    [
      'a body type no route reads',
      'admin',
      'POST',
      '/api/areas',
      { 'content-type': 'application/xml' },
      '<area/>',
      415,
      'UnsupportedMediaTypeError',
    ],
    [
      'a body past the size limit',
      'admin',
      'POST',
      '/api/areas',
      json,
      JSON.stringify({ data: { name: 'x'.repeat(3 * 1024 * 1024) } }),
      413,
      'PayloadTooLargeError',
    ],
    ['malformed JSON', 'admin', 'POST', '/api/areas', json, '{"data":', 400, 'SyntaxError'],
  ] as const)('%s', async (_label, who, method, url, headers, payload, status, name) => {
    const auth = who === 'admin' ? admin : who === 'viewer' ? viewer : {};
    const res = await t.app.inject({ method, url, headers: { ...auth, ...headers }, payload });
    expect(res.statusCode).toBe(status);
    expectEnvelope(status, name, res.headers, res.body);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says why a deep body is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: { ...admin, ...json },
      payload: `{"data":${nest(65, '[', ']')}}`,
    });
    expect(res.json().error.message).toMatch(/nested too deeply/);
  });

  it('names an error by its status, as Strapi does (405, 429, 500 included)', () => {
    expect([401, 403, 404, 405, 413, 415, 429, 409, 500].map(errorNameFor)).toEqual([
      'UnauthorizedError',
      'ForbiddenError',
      'NotFoundError',
      'MethodNotAllowedError',
      'PayloadTooLargeError',
      'UnsupportedMediaTypeError',
      'RateLimitError',
      'ApplicationError',
      'InternalServerError',
    ]);
  });

  it('still accepts an ordinary nested body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/areas',
      headers: admin,
      payload: { data: { name: 'Nested "[{" text', description: '[[[[{{{{' } },
    });
    expect(res.statusCode).toBe(201);
  });
});

/** Sends raw bytes and collects the whole answer until the server closes the connection. */
const rawRequest = (text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });

describe('errors Node answers before Fastify sees the request', () => {
  it('headers past 16 KB: 431 in the envelope', async () => {
    const res = await rawRequest(`GET /api/areas HTTP/1.1\r\nHost: api\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectEnvelope(431, 'ApplicationError', res.headers, res.body);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a request that is not HTTP: 400 in the envelope', async () => {
    const res = await rawRequest('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expectEnvelope(400, 'ValidationError', res.headers, res.body);
  });
});
