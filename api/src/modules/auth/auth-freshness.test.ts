import { buildTestApp, type TestApp } from '../../../test/helper';
import { signInAs, testEmail } from '../../../test/auth';

/** Signature checks and reads are remembered per token; these changes must still apply at once. */
describe('an authenticated request after the user or the session changed', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (token: string, url = '/api/trucks') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
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

  it('signs a blocked user out and applies a changed type on the very next call', async () => {
    const admin = await signInAs(t.app, 'admin');
    const viewer = await signInAs(t.app, 'viewer');
    const create = () => t.app.inject({ method: 'POST', url: '/api/areas', payload: { data: { name: 'Umeå', code: 'UME' } }, headers: { authorization: `Bearer ${viewer}` } });
    expect((await create()).statusCode).toBe(403);
    await putUser(admin, testEmail('viewer'), { type: 'dispatcher' });
    expect((await create()).statusCode).toBe(201);
    await putUser(admin, testEmail('viewer'), { blocked: true });
    expect((await get(viewer)).statusCode).toBe(401);
  });
});
