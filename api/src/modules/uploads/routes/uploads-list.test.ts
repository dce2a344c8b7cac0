import { asDynamic, createContentTable, registerContentType } from '../../../content';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserType } from '@haulage/shared/contracts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader, expectPermissionMatrix } from '../../../../test/auth';
import { image, multipart } from '../test-support/uploads-test-support';

let t: TestApp;
let dir: string;
type Listed = {
  id: number;
  documentId: string;
  name: string;
  mime: string;
  owners: { kind: string; documentId: string; name: string; path: string | null }[];
};
const files = new Map<string, Listed>();
let truck: string;
let customer: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const as = async (type: UserType) => authHeader(t.app, type);
const list = async (query: string, type: UserType = 'dispatcher') =>
  t.app.inject({ method: 'GET', url: `/api/upload/files?${query}`, headers: await as(type) });
const names = (body: { data: Listed[] }) => body.data.map((file) => file.name);
const post = async (url: string, data: object) =>
  (await t.app.inject({ method: 'POST', url, headers: await as('admin'), payload: { data } })).json().data.documentId as string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haulage-gallery-'));
  t = await buildTestApp({ uploadDir: dir });
  const png = await image(12, 8, 'png');
  const parts = [
    ...Array.from({ length: 21 }, (_, i) => ({
      field: 'files',
      filename: `photo-${String(i + 1).padStart(2, '0')}.png`,
      type: 'image/png',
      data: png,
    })),
    { field: 'files', filename: 'Invoice March.pdf', type: 'application/pdf', data: PDF },
    { field: 'files', filename: 'manual.pdf', type: 'application/pdf', data: PDF },
  ];
  for (let i = 0; i < parts.length; i += 10) {
    const { payload, contentType } = multipart(parts.slice(i, i + 10));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...(await as('dispatcher')), 'content-type': contentType },
    });
    expect(res.statusCode).toBe(201);
    for (const file of res.json() as Listed[]) files.set(file.name, file);
  }
  // A kind only the office may read (the drivers resource): viewers must never learn of it.
  await createContentTable(t.app.db, 'driver_badges', (table) => table.addColumn('badge_name', 'text').addColumn('photo_id', 'integer'));
  registerContentType({
    uid: 'driver-badges',
    resource: 'drivers',
    table: 'driver_badges',
    attributes: { badgeName: { type: 'string' }, photo: { type: 'media', column: 'photo_id' } },
  });
  const now = new Date().toISOString();
  const badge = (n: number, name: string, photo: string) => ({
    document_id: `badge000000000000000000${n}`,
    badge_name: name,
    photo_id: files.get(photo)!.id,
    created_at: now,
    updated_at: now,
    published_at: now,
  });
  // photo-03 is also a customer's (readable by all); photo-04 is only a badge's.
  await asDynamic(t.app.db)
    .insertInto('driver_badges')
    .values([badge(1, 'Kim Berg', 'photo-03.png'), badge(2, 'Ola Berg', 'photo-04.png')])
    .execute();
  truck = await post('/api/trucks', {
    truckName: 'Scania R 450',
    truckNumber: 'T-450',
    registrationPlateNumber: 'SCA450',
    truckType: 'tractor',
    profilePhoto: files.get('photo-01.png')!.id,
  });
  customer = await post('/api/customers', {
    companyName: 'Acme AB',
    organizationNumber: '556036-0793',
    emailAddress: 'info@acme.se',
    profilePhoto: files.get('photo-03.png')!.id,
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/upload/files', () => {
  it('pages newest first, 20 a page, with the Strapi pagination meta', async () => {
    const first = (await list('pagination[page]=1&pagination[pageSize]=20')).json();
    expect(first.data).toHaveLength(20);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 2, total: 23 });
    expect(names(first)[0]).toBe('manual.pdf');
    const second = (await list('pagination[page]=2&pagination[pageSize]=20')).json();
    expect(names(second)).toEqual(['photo-03.png', 'photo-02.png', 'photo-01.png']);
    const byName = (await list('sort=name:asc&pagination[pageSize]=2')).json();
    expect(names(byName)).toEqual(['Invoice March.pdf', 'manual.pdf']);
  });

  it('filters by kind (image or document) and searches the name', async () => {
    expect(names((await list('filters[kind]=document')).json())).toEqual(['manual.pdf', 'Invoice March.pdf']);
    expect((await list('filters[kind]=image')).json().meta.pagination.total).toBe(21);
    expect(names((await list('filters[name][$containsi]=invoice')).json())).toEqual(['Invoice March.pdf']);
    expect(names((await list('filters[kind]=image&filters[name][$containsi]=photo-1')).json())).toHaveLength(10);
    const bad = await list('filters[kind]=video');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid filters[kind]: expected image or document');
  });

  it("answers each file's owners with their display name and page, and filters by the owner's kind", async () => {
    const trucks = (await list('filters[owner][kind]=trucks')).json();
    expect(names(trucks)).toEqual(['photo-01.png']);
    expect(trucks.data[0].owners).toEqual([
      {
        kind: 'trucks',
        kindLabel: 'truck',
        documentId: truck,
        name: 'Scania R 450',
        field: 'profilePhoto',
        fieldLabel: 'profile photo',
        path: `/trucks/${truck}`,
      },
    ]);
    const customers = (await list('filters[owner][kind][$eq]=customers&filters[kind]=image')).json();
    expect(customers.data.map((file: Listed) => file.owners.map((owner) => `${owner.kind} ${owner.name} ${owner.path}`))).toEqual([
      [`customers Acme AB /customers/customerDetails?id=${customer}`, 'driver-badges Kim Berg null'],
    ]);
    const free = (await list('filters[name][$eq]=photo-02.png')).json();
    expect(free.data[0].owners).toEqual([]);
    const unknown = await list('filters[owner][kind]=spaceships');
    expect(unknown.statusCode).toBe(400);
  });

  it('hides owners of kinds the user may not read, and refuses filtering by them', async () => {
    const seen = async (type: UserType) =>
      (await list('filters[name][$eq]=photo-03.png', type)).json().data[0].owners.map((owner: { kind: string }) => owner.kind);
    expect(await seen('viewer')).toEqual(['customers']);
    expect(await seen('finance')).toEqual(['customers', 'driver-badges']);
    expect((await list('filters[owner][kind]=driver-badges', 'viewer')).statusCode).toBe(403);
    expect(names((await list('filters[owner][kind]=driver-badges', 'dispatcher')).json())).toEqual(['photo-04.png', 'photo-03.png']);
  });

  it('lists a file only to those who may read one of its owners, in the page and its total', async () => {
    const total = async (query: string, type: UserType) => (await list(query, type)).json().meta.pagination.total;
    expect(await total('filters[name][$eq]=photo-04.png', 'viewer')).toBe(0);
    expect(await total('filters[name][$eq]=photo-04.png', 'finance')).toBe(1);
    expect(await total('pagination[pageSize]=5', 'viewer')).toBe(22);
    expect(await total('pagination[pageSize]=5', 'dispatcher')).toBe(23);
    const lastPage = (await list('pagination[page]=5&pagination[pageSize]=5', 'viewer')).json();
    expect({ names: names(lastPage), pageCount: lastPage.meta.pagination.pageCount }).toEqual({
      names: ['photo-02.png', 'photo-01.png'],
      pageCount: 5,
    });
    const one = async (name: string, type: UserType) =>
      (await t.app.inject({ method: 'GET', url: `/api/upload/files/${files.get(name)!.documentId}`, headers: await as(type) })).statusCode;
    expect(await one('photo-04.png', 'viewer')).toBe(404);
    expect(await one('photo-04.png', 'finance')).toBe(200);
    expect(await one('photo-03.png', 'viewer')).toBe(200);
  });

  it('answers the owner kinds from the content types with media, as the user may read them', async () => {
    const kinds = async (type: UserType) =>
      (await t.app.inject({ method: 'GET', url: '/api/upload/owner-kinds', headers: await as(type) })).json().data;
    expect(await kinds('admin')).toEqual([
      { kind: 'customers', label: 'Customers' },
      { kind: 'driver-badges', label: 'Driver badges' },
      // The images a job was given on the road (jobs/driver-app): read with the proofs, never by viewers.
      { kind: 'job-files', label: 'Job files' },
      { kind: 'trucks', label: 'Trucks' },
    ]);
    expect((await kinds('viewer')).map((kind: { kind: string }) => kind.kind)).toEqual(['customers', 'trucks']);
  });

  it('follows the permission matrix (everyone signed in reads)', async () => {
    await expectPermissionMatrix(t.app, [
      { method: 'GET', url: '/api/upload/files', resource: 'upload', action: 'read' },
      { method: 'GET', url: '/api/upload/owner-kinds', resource: 'upload', action: 'read' },
    ]);
  });

  it('stores a PDF as sent, without a thumbnail, and serves it only as a download', async () => {
    const pdf = files.get('manual.pdf')!;
    expect(pdf).toMatchObject({ mime: 'application/pdf', width: null, height: null, formats: null, size: PDF.length });
    const served = await t.app.inject({ method: 'GET', url: (pdf as unknown as { url: string }).url });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
