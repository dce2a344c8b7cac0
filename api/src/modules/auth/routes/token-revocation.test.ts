import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader, TEST_PASSWORD, testEmail } from '../../../../test/auth';

// Each test hashes several passwords (scrypt); a busy machine must not turn that into a failure.
jest.setTimeout(20_000);

/**
 * A new password, a block or a new user type revokes every token the user already holds: on the
 * very next call, with no same-second window, and renewal cannot revive them.
 */
describe('revoking all of a user’s tokens', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = async (email: string, password = TEST_PASSWORD): Promise<string> => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const renew = (token: string) => t.app.inject({ method: 'POST', url: '/admin/renew-token', payload: { token } });
  const dispatcher = async () => {
    await authHeader(t.app, 'dispatcher');
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: await authHeader(t.app, 'admin') });
    return (users.json() as { id: number; email: string }[]).find((u) => u.email === testEmail('dispatcher'))!.id;
  };
  const put = async (id: number, payload: object) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: await authHeader(t.app, 'admin'), payload });
    expect(res.statusCode).toBe(200);
  };

  it.each([
    ['a password reset', { password: 'Brand-new-password-7' }],
    ['a block', { blocked: true }],
    ['a change of user type', { type: 'viewer' }],
  ])('after %s, the old tokens answer 401 and cannot be renewed', async (_change, patch) => {
    const id = await dispatcher();
    const tokens = [await signIn(testEmail('dispatcher')), await signIn(testEmail('dispatcher'))];
    expect((await me(tokens[0]!)).statusCode).toBe(200);
    // Same second as the sign-ins on purpose: an issued-before timestamp would let these through.
    await put(id, patch);
    for (const token of tokens) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).json().error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid token' });
    }
  });

  it('lets the user sign in again after a reset or type change, and a rename revokes nothing', async () => {
    const id = await dispatcher();
    const old = await signIn(testEmail('dispatcher'));
    await put(id, { name: 'Renamed' });
    expect((await me(old)).statusCode).toBe(200);
    await put(id, { password: 'Brand-new-password-7', type: 'finance' });
    const fresh = await signIn(testEmail('dispatcher'), 'Brand-new-password-7');
    expect((await me(fresh)).json()).toMatchObject({ type: 'finance', name: 'Renamed' });
    const renewed = (await renew(fresh)).json().data.token as string;
    expect((await me(renewed)).statusCode).toBe(200);
  });
});
