import type { FastifyInstance } from 'fastify';
import { validationError } from '../src/http/errors';
import { signInAs } from './auth';
import { buildWidgetApp, seedWidgets, type WidgetApp } from './strapi-fixtures';

let ctx: WidgetApp;
let app: FastifyInstance;
let headers: Record<string, string>;
let seed: Awaited<ReturnType<typeof seedWidgets>>;

beforeAll(async () => {
  ctx = await buildWidgetApp({
    beforeDelete: (_c, existing) => {
      if (existing.name === 'Göteborg') throw validationError('Göteborg is kept');
    },
    beforeUpdate: (c) => {
      if (c.data.quantity === 99) c.warnings.push({ field: 'quantity', message: 'Unusual quantity' });
    },
    afterWrite: (c) => {
      if (c.data.name === 'Explode') throw new Error('after write failed');
    },
    decorate: (entries) => {
      for (const e of entries) e.label = `#${e.id}`;
    },
  });
  app = ctx.app;
  headers = { authorization: `Bearer ${await signInAs(app, 'admin')}` };
  seed = await seedWidgets(app);
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await app.inject({ method, url, headers, payload: payload as never });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const total = async () => (await call('GET', '/api/widgets')).body.meta.pagination.total;

describe('fields and populate', () => {
  it('answers selected fields plus ids, never private ones', async () => {
    const { body } = await call('GET', '/api/widgets?fields=name,quantity&sort=id&pagination[pageSize]=1');
    expect(body.data[0]).toEqual({
      id: seed.widgets[0]!.id,
      documentId: seed.widgets[0]!.documentId,
      name: 'Göteborg',
      quantity: 5,
      label: `#${seed.widgets[0]!.id}`,
    });
    const all = await call('GET', `/api/widgets/${seed.widgets[0]!.documentId}`);
    expect(all.body.data).not.toHaveProperty('secret');
    expect(all.body.data).toMatchObject({ active: true, price: 1.5, madeOn: '2024-01-10', createdAt: expect.stringMatching(/Z$/) });
  });

  it.each(['fields[0]=gadget', 'fields=nope', 'fields=secret'])('%s → 400', async (query) => {
    expect((await call('GET', `/api/widgets?${query}`)).status).toBe(400);
  });

  it('populates every form', async () => {
    const url = (q: string) => `/api/widgets/${seed.widgets[0]!.documentId}?${q}`;
    const star = (await call('GET', url('populate=*'))).body.data;
    expect(star.gadget).toMatchObject({ label: 'Area 07' });
    expect(star.gadget).not.toHaveProperty('widgets');
    expect(star.tags.map((t: { label: string }) => t.label).sort()).toEqual(['Empty', 'Malmö']);
    expect((await call('GET', url('populate=gadget,tags'))).body.data.tags).toHaveLength(2);
    expect((await call('GET', url('populate[0]=gadget'))).body.data).not.toHaveProperty('tags');
    const nested = (await call('GET', url('populate=gadget.widgets'))).body.data;
    expect(nested.gadget.widgets.map((w: { name: string }) => w.name)).toEqual(['Göteborg', 'truck 007']);
    const object = (
      await call(
        'GET',
        url('populate[gadget][fields][0]=label&populate[tags][sort][0]=label:desc&populate[tags][filters][label][$ne]=Empty'),
      )
    ).body.data;
    expect(object.gadget).toEqual({ id: seed.gadgets.a.id, documentId: seed.gadgets.a.documentId, label: 'Area 07' });
    expect(object.tags.map((t: { label: string }) => t.label)).toEqual(['Malmö']);
    const deeper = (await call('GET', url('populate[gadget][populate][widgets][fields][0]=code'))).body.data;
    expect(deeper.gadget.widgets.map((w: { code: string }) => w.code)).toEqual(['G1', 'T1']);
    const count = (await call('GET', `/api/gadgets/${seed.gadgets.a.documentId}?populate[widgets][count]=true`)).body.data;
    expect(count.widgets).toEqual({ count: 2 });
    const none = (await call('GET', `/api/widgets/${seed.widgets[2]!.documentId}?populate=*`)).body.data;
    expect([none.gadget, none.tags]).toEqual([null, []]);
    expect((await call('GET', url('populate=nope'))).body.error.message).toBe('Invalid key nope');
  });
});

describe('pagination', () => {
  it('answers page and offset meta', async () => {
    expect((await call('GET', '/api/widgets')).body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 5 });
    const page = await call('GET', '/api/widgets?pagination[page]=2&pagination[pageSize]=2&sort=id');
    expect(page.body.data.map((w: { code: string }) => w.code)).toEqual(['E1', 'T1']);
    expect(page.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 });
    const offset = await call('GET', '/api/widgets?pagination[start]=4&pagination[limit]=2');
    expect([offset.body.data.length, offset.body.meta.pagination]).toEqual([1, { start: 4, limit: 2, total: 5 }]);
    expect((await call('GET', '/api/widgets?pagination[withCount]=f&pagination[page]=0')).body.meta.pagination).toEqual({
      page: 1,
      pageSize: 25,
    });
    expect((await call('GET', '/api/widgets?pagination[page]=9')).body.data).toEqual([]);
  });

  it.each([
    ['pagination[page]=1&pagination[start]=0', 'PaginationError', 'Cannot use both page & offset pagination in the same query'],
    ['pagination[pageSize]=1001', 'ValidationError', 'pagination[pageSize]'],
    ['pagination[limit]=5000', 'ValidationError', 'pagination[limit]'],
    ['pagination[page]=abc', 'ValidationError', 'pagination[page]'],
    ['pagination[pageSize]=2&pagination[pageSize]=3', 'ValidationError', 'pagination[pageSize]'],
    ['pagination[withCount]=maybe', 'ValidationError', 'Invalid withCount parameter'],
    ['foo=1', 'ValidationError', 'Invalid key foo'],
    [`filters${'[$and][0]'.repeat(11)}[name]=x`, 'ValidationError', 'nested deeper than 20'],
    [
      `filters[code][$in]=${Array.from({ length: 102 }, (_, i) => `&filters[code][$in][${i}]=x`).join('')}`,
      'ValidationError',
      'filters[code][$in]',
    ],
  ])('%s → 400', async (query, name, message) => {
    const { status, body } = await call('GET', `/api/widgets?${query}`);
    expect([status, body.error.name]).toEqual([400, name]);
    expect(body.error.message).toContain(message);
  });

  it('names the key of an unknown top-level parameter', async () => {
    expect((await call('GET', '/api/widgets?foo=1')).body.error.details).toEqual({ key: 'foo', path: null, source: 'query', param: 'foo' });
  });
});

describe('writes', () => {
  it('creates, reads, updates and deletes with Strapi envelopes', async () => {
    const created = await call('POST', '/api/widgets?populate=tags', {
      data: { name: 'New', code: 'N1', gadget: seed.gadgets.b.documentId, tags: [seed.gadgets.a.documentId] },
    });
    expect(created.status).toBe(201);
    expect(created.body.meta).toEqual({});
    expect(created.body.data).toMatchObject({ name: 'New', kind: 'small', documentId: expect.stringMatching(/^[a-z0-9]{24}$/) });
    expect(created.body.data.tags.map((t: { label: string }) => t.label)).toEqual(['Area 07']);
    const id = created.body.data.documentId;
    const updated = await call('PUT', `/api/widgets/${id}?populate=*`, {
      data: { quantity: 99, gadget: null, tags: { connect: [seed.gadgets.c.id], disconnect: [seed.gadgets.a.documentId] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'New', quantity: 99, gadget: null });
    expect(updated.body.data.tags.map((t: { label: string }) => t.label)).toEqual(['Empty']);
    expect(updated.body.meta).toEqual({ warnings: [{ field: 'quantity', message: 'Unusual quantity' }] });
    expect((await call('GET', `/api/widgets/${created.body.data.id}`)).body.data.quantity).toBe(99);
    expect((await call('DELETE', `/api/widgets/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/widgets/${id}`)).status).toBe(404);
    expect((await call('GET', `/api/widgets/${id}`)).status).toBe(404);
    expect((await call('PUT', `/api/widgets/${id}`, { data: { name: 'x' } })).status).toBe(404);
  });

  it.each([
    [{}, 'Missing "data" payload in the request body'],
    [{ data: { name: 'x', id: 3 } }, 'Invalid key id'],
    [{ data: { name: 'x', documentId: 'a' } }, 'Invalid key documentId'],
    [{ data: { name: 'x', nope: 1 } }, 'Invalid key nope'],
    [{ data: { name: 'x', secret: 's' } }, 'Invalid key secret'],
    [{ data: { name: 'x', kind: 'huge' } }, 'Kind must be one of: small, large'],
    [{ data: { name: 'x', gadget: 'doesnotexist' } }, 'Document with id "doesnotexist" not found'],
    [{ data: { name: 'x', tags: [seed?.gadgets.a.id ?? 1, 999999] } }, 'Document with id "999999" not found'],
    [{ data: { name: 'x', code: 'G1' } }, 'A widget with code G1 already exists'],
    [{ data: { name: 'Explode' } }, 'Internal Server Error'],
  ])('refuses %j and writes nothing', async (payload, message) => {
    const before = await total();
    const { status, body } = await call('POST', '/api/widgets', payload);
    expect(body.error.message).toBe(message);
    expect(status).toBe(message === 'Internal Server Error' ? 500 : 400);
    expect(await total()).toBe(before);
  });

  it('reports zod errors with details', async () => {
    const { body } = await call('POST', '/api/widgets', { data: { quantity: -1 } });
    expect(body.error.message).toBe('Please enter the name');
    expect(body.error.details.errors).toEqual([
      { path: ['name'], message: 'Please enter the name', name: 'ValidationError' },
      { path: ['quantity'], message: 'Quantity must be at least 0', name: 'ValidationError', value: -1 },
    ]);
  });

  it('names the unique attribute and keeps the entry when a hook refuses deletion', async () => {
    const dup = await call('PUT', `/api/widgets/${seed.widgets[1]!.id}`, { data: { code: 'G1' } });
    expect(dup.body.error.details.errors[0].path).toEqual(['code']);
    expect((await call('GET', `/api/widgets/${seed.widgets[1]!.id}`)).body.data.code).toBe('O1');
    const refused = await call('DELETE', `/api/widgets/${seed.widgets[0]!.documentId}`);
    expect([refused.status, refused.body.error.message]).toEqual([400, 'Göteborg is kept']);
    expect((await call('GET', `/api/widgets/${seed.widgets[0]!.id}`)).status).toBe(200);
  });

  it('requires a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/widgets' })).statusCode).toBe(401);
  });
});
