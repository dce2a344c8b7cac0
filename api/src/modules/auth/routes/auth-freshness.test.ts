import { buildTestApp, type TestApp } from '../../../../test/helper';
import { signInAs, testEmail } from '../../../../test/auth';

/** Signature checks and reads are remembered per token; these changes must still apply at once. */
describe('an authenticated request after the user or the session changed', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (token: string, url = '/api/trucks') => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const putUser = async (admin: string, email: string, payload: object) => {
    const list = (await get(admin, '/api/users?pagination[pageSize]=100')).json() as { id: number; email: string }[];
    const id = list.find((user) => user.email === email)!.id;
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
  };

  it('refuses a token on the very next call after logout', async () => {
    const token = await signInAs(t.app, 'dispatcher');
    expect((await get(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await get(token)).statusCode).toBe(401);
  });

  it('signs a user out on the very next call once their type changes or they are blocked', async () => {
    const admin = await signInAs(t.app, 'admin');
    const viewer = await signInAs(t.app, 'viewer');
    const create = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/areas',
        payload: { data: { name: 'Umeå', code: 'UME' } },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await create(viewer)).statusCode).toBe(403);
    await putUser(admin, testEmail('viewer'), { type: 'dispatcher' });
    // The old token carried the old rights: it is revoked, and a new sign-in gets the new ones.
    expect((await create(viewer)).statusCode).toBe(401);
    const again = await signInAs(t.app, 'viewer');
    expect((await create(again)).statusCode).toBe(201);
    await putUser(admin, testEmail('viewer'), { blocked: true });
    expect((await get(again)).statusCode).toBe(401);
  });
});
