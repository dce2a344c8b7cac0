import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader, expectPermissionMatrix, signInAs, TEST_PASSWORD, testEmail } from '../../../../test/auth';

const newUser = { email: 'Kim.Berg@Example.test', password: 'Long-enough-1', name: 'Kim Berg', type: 'dispatcher' };

describe('/api/users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (payload: unknown, type: 'admin' | 'dispatcher' = 'admin') =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: await authHeader(t.app, type), payload: payload as object });

  it('lets an admin create a user who can then sign in', async () => {
    const res = await post(newUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'kim.berg@example.test', name: 'Kim Berg', type: 'dispatcher', blocked: false });
    expect(res.json().documentId).toHaveLength(24);
    expect(res.json()).not.toHaveProperty('password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: newUser.email, password: newUser.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.type).toBe('dispatcher');
  });

  it('rejects a duplicate email, a short password, a bad email and an unknown type', async () => {
    expect((await post({ ...newUser, email: 'Dup.Licate@Example.test' })).statusCode).toBe(201);
    const duplicate = await post({ ...newUser, email: 'DUP.LICATE@example.test' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toMatchObject({
      name: 'ApplicationError',
      message: expect.stringMatching(/^A user with e-mail .+ already exists$/),
    });
    expect(duplicate.json().error.details.errors[0].path).toEqual(['email']);
    for (const bad of [{ password: 'short' }, { email: 'not-an-email' }, { type: 'boss' }]) {
      const res = await post({ ...newUser, email: 'other@example.test', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
  });

  it('refuses a short, blank or common password on create and on change, naming the password field', async () => {
    const headers = await authHeader(t.app, 'admin');
    const created = (await post({ ...newUser, email: 'policy@example.test' })).json();
    const change = (password: string) => t.app.inject({ method: 'PUT', url: `/api/users/${created.id}`, headers, payload: { password } });
    const cases: [string, string][] = [
      ['short-1', 'password must be at least 10 characters'],
      [' '.repeat(12), 'password must not be blank'],
      ['Password123', 'password is too common: it appears in lists of leaked passwords, choose a less guessable one'],
    ];
    for (const [password, message] of cases) {
      for (const res of [await post({ ...newUser, email: 'weak@example.test', password }), await change(password)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          name: 'ValidationError',
          message,
          details: { errors: [{ path: ['password'], message, name: 'ValidationError' }] },
        });
      }
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: 'policy@example.test', password: newUser.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 for a dispatcher', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users', payload: newUser })).statusCode).toBe(401);
    const res = await post({ ...newUser, email: 'x@example.test' }, 'dispatcher');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ name: 'ForbiddenError', message: 'Forbidden' });
  });

  it('lists users as a plain array with pagination', async () => {
    const headers = await authHeader(t.app, 'admin');
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/api/users?pagination[page]=2&pagination[pageSize]=1', headers });
    expect(page.json()).toEqual([all.json()[1]]);
    const tooBig = await t.app.inject({ method: 'GET', url: '/api/users?pagination[pageSize]=5000', headers });
    expect(tooBig.statusCode).toBe(400);
  });

  it('lets an admin rename, retype, block and reset a password; a blocked user is signed out', async () => {
    const headers = await authHeader(t.app, 'admin');
    const created = (await post({ ...newUser, email: 'temp@example.test' })).json();
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/admin/login', payload: { email: 'temp@example.test', password } });
    const token = (await login(newUser.password)).json().data.token;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${created.id}`, headers, payload });
    expect((await put({ name: 'Temp', type: 'finance', password: 'Another-password-2' })).json()).toMatchObject({
      name: 'Temp',
      type: 'finance',
    });
    expect((await login(newUser.password)).statusCode).toBe(400);
    expect((await login('Another-password-2')).statusCode).toBe(200);
    expect((await put({ blocked: true })).json().blocked).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
    expect((await login('Another-password-2')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/99999', headers, payload: { name: 'x' } })).statusCode).toBe(404);
  });

  it('refuses to demote or block the last active administrator', async () => {
    // Blocking an administrator would sign out the other tests' admin: this one has an app of its own.
    const own = await buildTestApp();
    try {
      const headers = await authHeader(own.app, 'admin');
      const admins = (await own.app.inject({ method: 'GET', url: '/api/users', headers }))
        .json()
        .filter((u: { type: string }) => u.type === 'admin');
      expect(admins).toHaveLength(2);
      const first = await own.app.inject({ method: 'PUT', url: `/api/users/${admins[0].id}`, headers, payload: { blocked: true } });
      expect(first.statusCode).toBe(200);
      const res = await own.app.inject({ method: 'PUT', url: `/api/users/${admins[1].id}`, headers, payload: { type: 'viewer' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The last active administrator cannot be demoted or blocked');
    } finally {
      await own.close();
    }
  });

  it('enforces the permission matrix on every users route', async () => {
    await expectPermissionMatrix(t.app, [
      { method: 'GET', url: '/api/users', resource: 'users', action: 'read' },
      { method: 'GET', url: '/api/users/1', resource: 'users', action: 'read' },
      { method: 'POST', url: '/api/users', resource: 'users', action: 'create', payload: {} },
      { method: 'PUT', url: '/api/users/1', resource: 'users', action: 'update', payload: {} },
    ]);
  });
});

describe('/api/users: the last-admin rule under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { email, password } });
    return { authorization: `Bearer ${res.json().data.token as string}` };
  };

  it('lets only one of two simultaneous demotions of the only two admins succeed', async () => {
    const accounts = [
      { email: testEmail('admin'), password: TEST_PASSWORD },
      { email: t.config.adminEmail!, password: t.config.adminPassword! },
    ];
    await signInAs(t.app, 'admin');
    const sessions = await Promise.all(accounts.map((account) => signIn(account.email, account.password)));
    const everyone = (await t.app.inject({ method: 'GET', url: '/api/users', headers: sessions[0] })).json() as {
      id: number;
      email: string;
      type: string;
    }[];
    expect(
      everyone
        .filter((u) => u.type === 'admin')
        .map((u) => u.email)
        .sort(),
    ).toEqual(accounts.map((a) => a.email).sort());
    const ids = accounts.map((account) => everyone.find((u) => u.email === account.email)!.id);

    // Each admin demotes themself, so whichever commits first the other is still allowed to try.
    const results = await Promise.all(
      ids.map((id, i) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: sessions[i], payload: { type: 'viewer' } })),
    );

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toMatchObject({
      name: 'ApplicationError',
      message: 'The last active administrator cannot be demoted or blocked',
    });
    const survivor = accounts[results.indexOf(refused)]!;
    const after = (await t.app.inject({ method: 'GET', url: '/api/users', headers: sessions[results.indexOf(refused)] })).json();
    expect(after.filter((u: { type: string; blocked: boolean }) => u.type === 'admin' && !u.blocked)).toEqual([
      expect.objectContaining({ email: survivor.email }),
    ]);
  });
});
