import { authHeader } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('saved customer filters', () => {
  it("lists and edits only the owner's filters", async () => {
    const viewer = await authHeader(t.app, 'viewer');
    const dispatcher = await authHeader(t.app, 'dispatcher');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer-filters',
      headers: viewer,
      payload: { data: { name: 'Aktiva i Göteborg', search: 'göteborg', customerStatus: 'active' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.documentId;
    expect(created.json().data).toMatchObject({
      name: 'Aktiva i Göteborg',
      search: 'göteborg',
      customerStatus: 'active',
      countryCode: null,
    });
    expect(created.json().data).not.toHaveProperty('ownerId');
    await t.app.inject({ method: 'POST', url: '/api/customer-filters', headers: dispatcher, payload: { data: { name: 'Mine' } } });

    const list = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/customer-filters?sort=name', headers });
    expect((await list(viewer)).json().data.map((f: { name: string }) => f.name)).toEqual(['Aktiva i Göteborg']);
    expect((await list(dispatcher)).json().data.map((f: { name: string }) => f.name)).toEqual(['Mine']);

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/customer-filters/${id}`,
          headers: dispatcher,
          payload: { data: { name: 'Stolen' } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customer-filters/${id}`, headers: dispatcher })).statusCode).toBe(404);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/customer-filters/${id}`,
      headers: viewer,
      payload: { data: { name: 'Göteborg' } },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Göteborg', customerStatus: 'active' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customer-filters/${id}`, headers: viewer })).statusCode).toBe(204);
    expect((await list(viewer)).json().data).toEqual([]);
  });

  it('refuses a nameless filter or a bad status', async () => {
    const viewer = await authHeader(t.app, 'viewer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-filters',
      headers: viewer,
      payload: { data: { name: '', customerStatus: 'gone' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path[0])).toEqual(['name', 'customerStatus']);
  });
});
