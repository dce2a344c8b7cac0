import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authHeader } from '../../../test/auth';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { image, multipart } from '../../modules/uploads/test-support/uploads-test-support';

let t: TestApp;
let dir: string;
let headers: { authorization: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haulage-media-'));
  t = await buildTestApp({ uploadDir: dir });
  headers = await authHeader(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async () => {
  const { payload, contentType } = multipart([
    { field: 'files', filename: 'logo.png', type: 'image/png', data: await image(60, 40, 'png') },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, 'content-type': contentType } });
  return res.json()[0] as { id: number; documentId: string };
};

let plate = 0;
const OWNERS = [
  ['customers', () => ({ companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' })],
  [
    'trucks',
    () => ({
      truckName: 'Volvo FH',
      truckNumber: `T-${++plate}`,
      registrationPlateNumber: `MED${String(plate).padStart(3, '0')}`,
      truckType: 'tractor',
    }),
  ],
] as const;

const write = (method: 'POST' | 'PUT', url: string, data: unknown) => t.app.inject({ method, url, headers, payload: { data } as object });
const total = async (uid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/${uid}`, headers })).json().meta.pagination.total as number;

describe('media attributes are checked like every relation, on every content type', () => {
  it.each(
    OWNERS.flatMap(
      ([uid, body]) =>
        [
          [uid, 'a file id that does not exist', 987_654, body],
          [uid, 'a numeric string that is no file', '987654', body],
          [uid, 'a string that is no file documentId', 'not-a-file', body],
        ] as const,
    ),
  )('POST /api/%s refuses %s (%j) with a 400 naming the field, and writes nothing', async (uid, _what, ref, body) => {
    const before = await total(uid);
    const res = await write('POST', `/api/${uid}`, { ...body(), profilePhoto: ref });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ status: 400, name: 'ValidationError', message: `Document with id "${ref}" not found` });
    expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: ['profilePhoto'] })]);
    expect(await total(uid)).toBe(before);
  });

  it.each(OWNERS)('PUT /api/%s/:id refuses a missing file and keeps the photo it had', async (uid, body) => {
    const file = await upload();
    const created = await write('POST', `/api/${uid}`, { ...body(), profilePhoto: file.documentId });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.documentId;
    const res = await write('PUT', `/api/${uid}/${id}`, { profilePhoto: 'nope-nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: ['profilePhoto'], value: 'nope-nope' })]);
    const after = await t.app.inject({ method: 'GET', url: `/api/${uid}/${id}?populate=profilePhoto`, headers });
    expect(after.json().data.profilePhoto).toMatchObject({ id: file.id, documentId: file.documentId });
  });

  it.each(OWNERS)('%s accept a file by id or documentId, and null clears it', async (uid, body) => {
    const file = await upload();
    const byId = await write('POST', `/api/${uid}?populate=profilePhoto`, { ...body(), profilePhoto: file.id });
    expect(byId.statusCode).toBe(201);
    const id = byId.json().data.documentId;
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/${uid}/${id}?populate=profilePhoto`, headers })).json().data.profilePhoto;
    expect(await read()).toMatchObject({ id: file.id });
    expect((await write('PUT', `/api/${uid}/${id}`, { profilePhoto: null })).statusCode).toBe(200);
    expect(await read()).toBeNull();
    expect((await write('PUT', `/api/${uid}/${id}`, { profilePhoto: file.documentId })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ id: file.id });
  });
});
