import { USER_TYPES, can } from '@haulage/shared/contracts';
import Fastify, { type InjectOptions } from 'fastify';
import { requireRouteAccess } from '../../src/modules/auth/route-access';
import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader, signInAs } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/**
 * Generated from the route table, not hand-listed: every route under /api and /admin × every
 * user type × every token state, against the one permission matrix. A new route is covered the
 * moment it is registered, and one registered without a guard stops the API from starting.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MISSING = 'a'.repeat(24);
const urlOf = (pattern: string): string => pattern.replace(/:[A-Za-z]+/g, MISSING).replace(/\*$/, 'x');
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers,
    payload: ['POST', 'PUT', 'PATCH'].includes(method) ? { data: {} } : undefined,
  });

const guarded = () => t.app.routeAccess.filter((route) => route.access.kind !== 'public');

describe('every route against the permission matrix', () => {
  it('knows every route and how it is guarded', () => {
    expect(guarded().length).toBeGreaterThan(40);
    expect(t.app.routeAccess).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/trucks', access: { kind: 'permission', resource: 'trucks', action: 'read' } },
        { method: 'POST', url: '/admin/login', access: { kind: 'public' } },
      ]),
    );
  });

  it('opens exactly the routes meant for people who are not signed in', () => {
    const open = t.app.routeAccess
      .filter((route) => route.access.kind === 'public' && route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/events/feed.ics',
      'GET /api/jobs/confirm-sms',
      'GET /api/jobs/track',
      'GET /api/jobs/track/cmr',
      'GET /api/jobs/track/files/:id',
      'PATCH /api/jobs/confirm-sms',
      'POST /api/driver/sign-in',
    ]);
  });

  it('answers 403 exactly where the matrix denies the user type', async () => {
    const wrong: string[] = [];
    for (const type of USER_TYPES) {
      for (const route of guarded()) {
        // A fresh token each time: some routes (sign-out, a new password) end the token they are called with.
        const res = await call(route.method, urlOf(route.url), await authHeader(t.app, type));
        const allowed =
          route.access.kind === 'signed-in' ||
          (route.access.kind === 'permission' && can(type, route.access.resource, route.access.action));
        if (res.statusCode === 401 || (res.statusCode === 403) === allowed || res.statusCode >= 500) {
          wrong.push(`${type} ${route.method} ${route.url}: ${res.statusCode}, expected ${allowed ? 'not 401/403' : '403'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token, with a forged, an expired or a signed-out one', async () => {
    const admin = (await t.app.authService.login('admin@example.test', 'Admin-Password-1'))!;
    const signedOut = admin.token;
    const claims = await t.app.authService.claimsOf(signedOut);
    await t.app.authService.logout(claims!);
    const user = { id: admin.user.id, type: admin.user.type, tokenVersion: 0 };
    const states: Record<string, Record<string, string>> = {
      'no token': {},
      'a malformed token': { authorization: 'Bearer not-a-token' },
      'a token signed with another secret': {
        authorization: `Bearer ${await signAccessToken({ jwtSecret: 'another-secret-another-secret-another', tokenTtlSeconds: 600 }, user)}`,
      },
      'an expired token': {
        authorization: `Bearer ${await signAccessToken({ jwtSecret: t.config.jwtSecret, tokenTtlSeconds: -60 }, user)}`,
      },
      'a signed-out token': { authorization: `Bearer ${signedOut}` },
    };
    const wrong: string[] = [];
    for (const [state, headers] of Object.entries(states)) {
      for (const route of guarded()) {
        const res = await call(route.method, urlOf(route.url), headers);
        if (res.statusCode !== 401) wrong.push(`${state}: ${route.method} ${route.url} answered ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The same user, signed in afresh, is let in: the refusals above are the token's, not the user's.
    expect((await call('GET', '/api/users/me', await authHeader(t.app, 'admin'))).statusCode).toBe(200);
    expect(await signInAs(t.app, 'viewer')).toEqual(expect.any(String));
  });

  it('refuses to start when a route under /api has no guard', async () => {
    const app = Fastify();
    requireRouteAccess(app);
    app.get('/elsewhere', async () => 'fine');
    app.post('/api/open', { config: { public: true } }, async () => 'on purpose');
    expect(() => app.get('/api/forgotten', async () => ({ data: [] }))).toThrow('GET /api/forgotten has no authorisation');
    await app.close();
  });
});
