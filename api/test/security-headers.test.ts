import { loadConfig } from '../src/config';
import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  // The API's own default origins, whatever CORS_ORIGINS the machine running the tests has.
  t = await buildTestApp({ corsOrigins: loadConfig({ JWT_SECRET: 'x'.repeat(32), SQLITE_PATH: ':memory:' }).corsOrigins });
  admin = await authHeader(t.app, 'admin');
});
afterAll(async () => t.close());

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

describe('security headers', () => {
  it.each([
    ['a list', 'GET', '/api/areas', true],
    ['a sign-in failure', 'POST', '/admin/login', true],
    ['an unknown route', 'GET', '/api/nope', true],
    ['a URL the router refuses', 'GET', '/api/trucks/%c0', true],
    ['the health check', 'GET', '/_health', false],
  ] as const)('%s answers nosniff, DENY, no-referrer and a CSP that allows nothing', async (_label, method, url, isPrivate) => {
    const res = await t.app.inject({
      method,
      url,
      headers: admin,
      ...(method === 'POST' ? { payload: { email: 'x@y.z', password: 'wrong' } } : {}),
    });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-security-policy': API_CSP,
    });
    if (isPrivate) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives Swagger UI a policy that lets its own scripts, styles and spec load, and nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/documentation/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Every script and stylesheet the page names is served from this origin, which 'self' allows.
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((match) => `/documentation/${match[1]}`);
    expect(assets).toEqual(expect.arrayContaining(['/documentation/static/swagger-ui-bundle.js', '/documentation/static/swagger-ui.css']));
    for (const asset of assets) expect((await t.app.inject({ method: 'GET', url: asset })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/documentation/json' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/areas',
      headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization,content-type' },
    });
  const get = (origin: string) => t.app.inject({ method: 'GET', url: '/api/areas', headers: { ...admin, origin } });

  it.each(['http://127.0.0.1:3000', 'http://localhost:3001', 'http://127.0.0.1:3003', 'http://localhost:3004'])(
    'echoes the local frontend %s',
    async (origin) => {
      expect((await get(origin)).headers['access-control-allow-origin']).toBe(origin);
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toContain('DELETE');
    },
  );

  it.each(['null', 'https://evil.example', 'http://127.0.0.1:8080', 'http://localhost:3000.evil.example'])(
    'does not allow %s',
    async (origin) => {
      expect((await get(origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('lets the frontends send If-Match and read the ETag (optimistic concurrency)', async () => {
    const origin = 'http://127.0.0.1:3000';
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/areas/1',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,if-match' },
    });
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('if-match');
    expect(String((await get(origin)).headers['access-control-expose-headers']).toLowerCase()).toContain('etag');
  });

  it('answers Vary: Origin so a cache never hands one origin’s answer to another', async () => {
    expect(String((await get('https://evil.example')).headers.vary)).toMatch(/Origin/i);
  });
});

describe('CORS_ORIGINS', () => {
  const originsOf = (value?: string) =>
    loadConfig({ JWT_SECRET: 'x'.repeat(32), SQLITE_PATH: ':memory:', CORS_ORIGINS: value }).corsOrigins;

  it('defaults to the shell and remotes on ports 3000–3004 of 127.0.0.1 and localhost', () => {
    expect([...originsOf()].sort()).toEqual(
      [3000, 3001, 3002, 3003, 3004].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).sort(),
    );
  });

  it('replaces the defaults, drops trailing slashes and never allows null', () => {
    expect(originsOf(' https://app.haulage.example/, null ,https://fleet.haulage.example')).toEqual([
      'https://app.haulage.example',
      'https://fleet.haulage.example',
    ]);
    expect(originsOf('null')).toEqual(originsOf());
  });

  it('is what the API allows', async () => {
    const deployed = await buildTestApp({ corsOrigins: originsOf('https://app.haulage.example') });
    try {
      const ask = (origin: string) => deployed.app.inject({ method: 'GET', url: '/_health', headers: { origin } });
      expect((await ask('https://app.haulage.example')).headers['access-control-allow-origin']).toBe('https://app.haulage.example');
      expect((await ask('http://127.0.0.1:3000')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await deployed.close();
    }
  });
});
