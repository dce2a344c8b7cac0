import { fleetClient, truckInput } from '../../src/modules/fleet/test-support/fleet-client';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
let client: ReturnType<typeof fleetClient>;
let n = 0;
beforeAll(async () => {
  t = await buildTestApp();
  client = fleetClient(t.app);
});
afterAll(async () => t.close());

const newTruck = async () =>
  (await client.post('/api/trucks', truckInput((n += 1), { truckName: 'Scania R' }))).body.data as { documentId: string };
const send = async (method: 'GET' | 'PUT' | 'DELETE', url: string, ifMatch?: string, data?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(await authHeader(t.app, 'admin')), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(data ? { payload: { data } as object } : {}),
  });
const etagOf = async (url: string) => (await send('GET', url)).headers.etag as string;
const conflict = {
  data: null,
  error: { status: 409, name: 'ConflictError', message: 'This truck was changed by someone else since you opened it', details: {} },
};

describe('optimistic concurrency (ETag / If-Match)', () => {
  it('answers an ETag on GET one that changes with every write, and on the write itself', async () => {
    const url = `/api/trucks/${(await newTruck()).documentId}`;
    const first = await etagOf(url);
    expect(first).toMatch(/^".+"$/);
    const put = await send('PUT', url, first, { truckName: 'Scania S' });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).not.toBe(first);
    expect(await etagOf(url)).toBe(put.headers.etag);
  });

  it('refuses a PUT with a stale ETag with 409 and writes nothing', async () => {
    const url = `/api/trucks/${(await newTruck()).documentId}`;
    const stale = await etagOf(url);
    expect((await send('PUT', url, undefined, { truckName: 'Without If-Match' })).statusCode).toBe(200);
    const res = await send('PUT', url, stale, { truckName: 'Lost update' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(conflict);
    expect((await client.get(url)).body.data.truckName).toBe('Without If-Match');
  });

  it('refuses a DELETE with a stale ETag with 409 and keeps the entry', async () => {
    const url = `/api/trucks/${(await newTruck()).documentId}`;
    const stale = await etagOf(url);
    await send('PUT', url, undefined, { truckName: 'Changed' });
    expect((await send('DELETE', url, stale)).statusCode).toBe(409);
    expect((await client.get(url)).status).toBe(200);
    expect((await send('DELETE', url, await etagOf(url))).statusCode).toBe(204);
  });

  it('lets exactly one of two concurrent PUTs with the same ETag win', async () => {
    const url = `/api/trucks/${(await newTruck()).documentId}`;
    const etag = await etagOf(url);
    const answers = await Promise.all([send('PUT', url, etag, { truckName: 'Edit A' }), send('PUT', url, etag, { truckName: 'Edit B' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.truckName;
    expect((await client.get(url)).body.data.truckName).toBe(winner);
  });

  it('refuses a stale If-Match on a command (tyre mount) and mounts nothing', async () => {
    const truck = await newTruck();
    const tyre = (
      await client.post('/api/tyres', { truck: truck.documentId, axle: 'front', season: 'summer', brand: 'Michelin', size: '315/70R22.5' })
    ).body.data;
    const url = `/api/tyres/${tyre.documentId}`;
    const stale = await etagOf(url);
    await send('PUT', url, undefined, { note: 'checked' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${url}/mount`,
      headers: { ...(await authHeader(t.app, 'admin')), 'if-match': stale },
    });
    expect(res.statusCode).toBe(409);
    expect((await client.get(url)).body.data.status).toBe('stored');
  });
});

describe('readOnly attributes', () => {
  it('are refused in bodies like any key that cannot be written, and set by commands only', async () => {
    const truck = await newTruck();
    const body = { truck: truck.documentId, axle: 'front', season: 'summer', brand: 'Michelin', size: '315/70R22.5' };
    const created = await client.post('/api/tyres', { ...body, mountedOdometer: 5 });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ name: 'ValidationError', message: 'Invalid key mountedOdometer' });
    const tyre = (await client.post('/api/tyres', body)).body.data;
    expect((await client.put(`/api/tyres/${tyre.documentId}`, { mountedAt: '2026-01-01T00:00:00.000Z' })).body.error.message).toBe(
      'Invalid key mountedAt',
    );
    const mounted = await client.post(`/api/tyres/${tyre.documentId}/mount`, undefined);
    expect(mounted.body.data).toMatchObject({ status: 'mounted', mountedOdometer: 15_000, mountedAt: expect.any(String) });
  });
});

describe('a PUT field routed to a command', () => {
  it('mounts and takes off a tyre set through the same rules as the mount routes', async () => {
    const truck = await newTruck();
    const tyre = (
      await client.post('/api/tyres', { truck: truck.documentId, axle: 'front', season: 'summer', brand: 'Michelin', size: '315/70R22.5' })
    ).body.data;
    const url = `/api/tyres/${tyre.documentId}`;
    const on = await client.put(url, { status: 'mounted', note: 'spring change' });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ status: 'mounted', mountedOdometer: 15_000, note: 'spring change' });
    const off = await client.put(url, { status: 'stored' });
    expect(off.body.data).toMatchObject({ status: 'stored', mountedOdometer: null });
    expect((await client.put(url, { status: 'retired' })).status).toBe(200);
    const refused = await client.put(url, { status: 'mounted' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('A retired tyre set cannot be mounted');
  });
});
