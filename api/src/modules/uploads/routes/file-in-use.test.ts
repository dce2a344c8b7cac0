import { asDynamic, createContentTable, registerContentType } from '../../../content';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader } from '../../../../test/auth';
import { image, multipart } from '../test-support/uploads-test-support';

let t: TestApp;
let dir: string;
let admin: { authorization: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haulage-in-use-'));
  t = await buildTestApp({ uploadDir: dir });
  admin = await authHeader(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async () => {
  const { payload, contentType } = multipart([
    { field: 'files', filename: 'photo.png', type: 'image/png', data: await image(80, 60, 'png') },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...admin, 'content-type': contentType } });
  return res.json()[0] as { id: number; documentId: string; url: string };
};
const remove = (key: string | number) => t.app.inject({ method: 'DELETE', url: `/api/upload/files/${key}`, headers: admin });
const write = (method: 'POST' | 'PUT', url: string, data: unknown) =>
  t.app.inject({ method, url, headers: admin, payload: { data } as object });
const stillThere = async (file: { id: number; url: string }) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/upload/files/${file.id}`, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(await readdir(dir)).toContain(file.url.replace('/uploads/', ''));
};

describe('DELETE /api/upload/files/:id refuses while any media attribute uses the file', () => {
  it("refuses a truck's photo, naming the truck, until the truck lets go of it", async () => {
    const file = await upload();
    const truck = await write('POST', '/api/trucks', {
      truckName: 'Scania R 450',
      truckNumber: 'T-450',
      registrationPlateNumber: 'SCA450',
      truckType: 'tractor',
      profilePhoto: file.id,
    });
    expect(truck.statusCode).toBe(201);
    const res = await remove(file.documentId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ApplicationError', message: 'This file is the profile photo of truck Scania R 450' },
    });
    await stillThere(file);
    expect((await write('PUT', `/api/trucks/${truck.json().data.documentId}`, { profilePhoto: null })).statusCode).toBe(200);
    expect((await remove(file.documentId)).statusCode).toBe(204);
  });

  it("refuses a customer's logo, naming the customer", async () => {
    const file = await upload();
    const customer = await write('POST', '/api/customers', {
      companyName: 'Acme AB',
      organizationNumber: '556036-0793',
      emailAddress: 'info@acme.se',
      profilePhoto: file.documentId,
    });
    expect(customer.statusCode).toBe(201);
    const res = await remove(file.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ name: 'ApplicationError', message: 'This file is the profile photo of customer Acme AB' });
    expect(res.json().error.details).toMatchObject({
      owner: { type: 'customers', documentId: customer.json().data.documentId, field: 'profilePhoto' },
    });
    await stillThere(file);
  });

  it('finds users from the content-type registry, so a type a later module registers is protected too', async () => {
    const file = await upload();
    await createContentTable(t.app.db, 'billboards', (table) => table.addColumn('title', 'text').addColumn('banner_id', 'integer'));
    registerContentType({
      uid: 'billboards',
      // Readable by the office, so the file stays in its gallery (a file is listed to those who may read an owner).
      resource: 'customers',
      table: 'billboards',
      attributes: { title: { type: 'string' }, banner: { type: 'media', column: 'banner_id' } },
    });
    const now = new Date().toISOString();
    await asDynamic(t.app.db)
      .insertInto('billboards')
      .values({
        document_id: 'billboard0000000000000001',
        title: 'Summer sale',
        banner_id: file.id,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .execute();
    const res = await remove(file.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This file is the banner of billboard Summer sale');
    await stillThere(file);
  });
});
