import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader, expectPermissionMatrix } from '../../../../test/auth';
import { image, multipart } from '../test-support/uploads-test-support';

describe('DELETE /api/upload/files/:id', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'haulage-uploads-'));
    t = await buildTestApp({ uploadDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const uploadOne = async () => {
    const { payload, contentType } = multipart([
      { field: 'files', filename: 'truck.png', type: 'image/png', data: await image(400, 300, 'png') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...(await authHeader(t.app, 'dispatcher')), 'content-type': contentType },
    });
    expect(res.statusCode).toBe(201);
    return res.json()[0] as { id: number; documentId: string; url: string; formats: { thumbnail: { url: string } } };
  };
  const remove = async (key: string | number, type: 'dispatcher' | 'finance' | 'viewer' = 'dispatcher') =>
    t.app.inject({ method: 'DELETE', url: `/api/upload/files/${key}`, headers: await authHeader(t.app, type) });
  const names = (file: Awaited<ReturnType<typeof uploadOne>>) =>
    [file.url, file.formats.thumbnail.url].map((url) => url.replace('/uploads/', ''));

  it('deletes a file by documentId or id: the entry and both stored images are gone', async () => {
    for (const keyOf of [(f: { documentId: string }) => f.documentId, (f: { id: number }) => f.id]) {
      const file = await uploadOne();
      expect(await readdir(dir)).toEqual(expect.arrayContaining(names(file)));
      const res = await remove(keyOf(file), 'finance');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await readdir(dir)).not.toEqual(expect.arrayContaining([names(file)[0]]));
      expect(await readdir(dir)).not.toEqual(expect.arrayContaining([names(file)[1]]));
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/upload/files/${file.documentId}`,
        headers: await authHeader(t.app, 'viewer'),
      });
      expect(again.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
      expect((await remove(keyOf(file))).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown file', async () => {
    for (const key of ['987654', 'abcdefghijklmnopqrstuvwx']) {
      const res = await remove(key);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.name).toBe('NotFoundError');
    }
  });

  it.each([
    [
      'truck',
      '/api/trucks',
      { truckName: 'Volvo FH 16', truckNumber: 'T-16', registrationPlateNumber: 'PHO016', truckType: 'tractor', odometer: 1000 },
    ],
    [
      'customer',
      '/api/customers',
      { companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' },
    ],
  ])("refuses to delete a %s's profile photo and removes nothing", async (what, url, data) => {
    const file = await uploadOne();
    const owner = await t.app.inject({
      method: 'POST',
      url,
      headers: await authHeader(t.app, 'admin'),
      payload: { data: { ...data, profilePhoto: file.id } },
    });
    expect(owner.statusCode).toBe(201);
    const res = await remove(file.documentId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      name: 'ApplicationError',
      message: `This file is the profile photo of ${what} ${Object.values(data)[0]}`,
    });
    expect(await readdir(dir)).toEqual(expect.arrayContaining(names(file)));
    const still = await t.app.inject({ method: 'GET', url: `/api/upload/files/${file.id}`, headers: await authHeader(t.app, 'viewer') });
    expect(still.json()).toMatchObject({ id: file.id, url: file.url });
  });

  it('follows the permission matrix (viewers may not delete files)', async () => {
    const file = await uploadOne();
    await expectPermissionMatrix(t.app, [
      { method: 'DELETE', url: `/api/upload/files/${file.documentId}`, resource: 'upload', action: 'delete' },
    ]);
    const viewer = await remove(file.documentId, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error).toMatchObject({ name: 'ForbiddenError', message: 'Forbidden' });
  });
});
