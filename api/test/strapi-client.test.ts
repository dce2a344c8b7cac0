import type { AddressInfo } from 'node:net';
import { HTTPBadRequestError, HTTPNotFoundError, strapi } from '@strapi/client';
import { buildTestApp, type TestApp } from './helper';

// The official client over a real socket, as an integrator would use it: it sends
// `Content-Type: application/json` on every request, DELETE and bodiless POST included.
let t: TestApp;
let origin: string;
let token: string;

const signIn = async (): Promise<string> => {
  const res = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: t.config.adminEmail, password: t.config.adminPassword }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await signIn();
});
afterAll(async () => t.close());

const areas = () => strapi({ baseURL: `${origin}/api`, auth: token }).collection('areas');

describe('@strapi/client against the API', () => {
  it('creates, finds with filters, reads, updates and deletes an area', async () => {
    const created = await areas().create({ name: 'Client North', code: 'CN' });
    expect(created.data).toMatchObject({ name: 'Client North', code: 'CN', documentId: expect.any(String) });
    await areas().create({ name: 'Client South' });
    const id = created.data.documentId;

    const found = await areas().find({ filters: { name: { $containsi: 'client n' } }, sort: 'name:asc', fields: ['name'] });
    expect(found.data.map((area) => area.name)).toEqual(['Client North']);
    expect(found.meta.pagination).toMatchObject({ page: 1, total: 1 });

    expect((await areas().findOne(id)).data).toMatchObject({ documentId: id, name: 'Client North' });
    const updated = await areas().update(id, { description: 'Renamed by the client' });
    expect(updated.data).toMatchObject({ documentId: id, name: 'Client North', description: 'Renamed by the client' });

    await expect(areas().delete(id)).resolves.toBeUndefined();
    await expect(areas().findOne(id)).rejects.toBeInstanceOf(HTTPNotFoundError);
  });

  it('hands the caller the Strapi error envelope when the input is refused', async () => {
    const failure: unknown = await areas()
      .create({ code: 'NO-NAME' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HTTPBadRequestError);
    const body = (await (failure as HTTPBadRequestError).response.json()) as { data: null; error: { status: number; name: string } };
    expect(body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  });

  it('signs out through the client with an empty JSON body, and the token stops working', async () => {
    const ownToken = await signIn();
    const client = strapi({ baseURL: origin, auth: ownToken });
    const out = await client.fetch('/admin/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    await expect(
      strapi({ baseURL: `${origin}/api`, auth: ownToken })
        .collection('areas')
        .find(),
    ).rejects.toMatchObject({
      response: expect.objectContaining({ status: 401 }),
    });
  });
});

describe('fields answers only what it names, as on Strapi', () => {
  const collection = (name: string) => strapi({ baseURL: `${origin}/api`, auth: token }).collection(name);
  let truckId: string;
  beforeAll(async () => {
    const area = await areas().create({ name: 'Fields Area' });
    const truck = await collection('trucks').create({
      truckName: 'Fields Truck',
      truckNumber: 'F-01',
      registrationPlateNumber: 'FLD001',
      truckType: 'tractor',
      area: area.data.documentId,
    });
    truckId = truck.data.documentId;
    await collection('destinations').create({ name: 'Fields Depot', latitude: 57.7, longitude: 11.97, area: area.data.documentId });
  });

  it('leaves a truck’s tyre out of a list and of one truck unless it is populated', async () => {
    const trucks = collection('trucks');
    const plain = await trucks.find({ filters: { truckNumber: 'F-01' } });
    expect(plain.data[0]).toHaveProperty('tyre');
    const trimmed = await trucks.find({ filters: { truckNumber: 'F-01' }, fields: ['truckName'] });
    expect(trimmed.data).toEqual([{ id: expect.any(Number), documentId: truckId, truckName: 'Fields Truck' }]);
    expect((await trucks.findOne(truckId, { fields: ['truckName'] })).data).toEqual({
      id: expect.any(Number),
      documentId: truckId,
      truckName: 'Fields Truck',
    });
    const populated = await trucks.findOne(truckId, { fields: ['truckName'], populate: ['tyre', 'area'] });
    expect(populated.data).toMatchObject({ truckName: 'Fields Truck', tyre: expect.any(Object), area: { name: 'Fields Area' } });
  });

  it('leaves a destination’s area out when fields are asked for without populate, and keeps it when populated', async () => {
    const destinations = collection('destinations');
    const everything = await destinations.find({ filters: { name: 'Fields Depot' } });
    expect(everything.data[0]).toMatchObject({ area: { name: 'Fields Area' } });
    const trimmed = await destinations.find({ filters: { name: 'Fields Depot' }, fields: ['name'] });
    expect(trimmed.data).toEqual([{ id: expect.any(Number), documentId: expect.any(String), name: 'Fields Depot' }]);
    const populated = await destinations.find({ filters: { name: 'Fields Depot' }, fields: ['name'], populate: ['area'] });
    expect(populated.data[0]).toMatchObject({ name: 'Fields Depot', area: { name: 'Fields Area' } });
    expect(populated.data[0]).not.toHaveProperty('city');
  });
});

describe('an empty body with Content-Type: application/json', () => {
  const send = (method: string, path: string, body?: string) =>
    fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });

  it('is no body on DELETE', async () => {
    const { data } = await areas().create({ name: 'Short-lived' });
    expect((await send('DELETE', `/api/areas/${data.documentId}`)).status).toBe(204);
    expect((await send('GET', `/api/areas/${data.documentId}`)).status).toBe(404);
  });

  it('is "no data" on a write that needs some: a validation error in the envelope, not a parse failure', async () => {
    for (const body of ['', '  \n']) {
      const res = await send('POST', '/api/areas', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    }
  });
});
