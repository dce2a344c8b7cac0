import { SignJWT } from 'jose';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { signInAs } from '../../../../test/auth';

const ADMIN = { email: 'admin@example.test', password: 'Admin-Password-1' };

const login = (t: TestApp, payload: unknown) => t.app.inject({ method: 'POST', url: '/admin/login', payload: payload as object });

/** A token signed with the app's secret and chosen times, as an old client would hold. */
const tokenAt = (t: TestApp, id: number, iat: number, exp: number, jti = `jti-${iat}-${exp}`) =>
  new SignJWT({ id, type: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(new TextEncoder().encode(t.config.jwtSecret));

describe('admin session routes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('signs the seeded admin in and answers the token and the user without its hash', async () => {
    const res = await login(t, { email: 'ADMIN@example.test ', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: ADMIN.email, type: 'admin', blocked: false });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/scrypt/);
    const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'id', 'jti', 'type', 'ver']);
    expect(payload.exp - payload.iat).toBe(t.config.tokenTtlSeconds);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: data.user.id, email: ADMIN.email, type: 'admin' });
  });

  it('answers the same 400 for an unknown email, a wrong password and missing fields', async () => {
    const answers = await Promise.all([
      login(t, { email: 'nobody@example.test', password: ADMIN.password }),
      login(t, { email: ADMIN.email, password: 'wrong-password-1' }),
      login(t, {}),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ name: 'ApplicationError', message: 'Invalid credentials' });
    }
  });

  it('renews a token that expired within the renew window', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await tokenAt(t, 1, now - 7200, now - 60);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({ method: 'POST', url: '/admin/renew-token', payload: { token: expired } });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${res.json().data.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses to renew a tampered, too old, revoked or missing token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tooOld = await tokenAt(t, 1, now - t.config.renewWindowSeconds - 7200, now - t.config.renewWindowSeconds - 60);
    const valid = await signInAs(t.app, 'admin');
    const [h, p, s] = valid.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...claims, id: 999 })).toString('base64url'), s].join('.');
    const revoked = await signInAs(t.app, 'dispatcher');
    await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { authorization: `Bearer ${revoked}` } });
    for (const token of [tooOld, tampered, revoked, 'not-a-jwt']) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/renew-token', payload: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ name: 'ValidationError', message: 'Invalid token' });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/admin/renew-token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.name).toBe('ValidationError');
  });

  it('revokes the token on logout: 401 afterwards, other tokens keep working', async () => {
    const token = await signInAs(t.app, 'viewer');
    const other = await signInAs(t.app, 'viewer');
    const out = await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: {} });
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toMatchObject({ name: 'UnauthorizedError', message: 'Missing or invalid credentials' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/admin/logout' })).statusCode).toBe(401);
  });
});
