import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader, expectPermissionMatrix } from '../../../../test/auth';
import { image, multipart } from '../test-support/uploads-test-support';

describe('/api/upload', () => {
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

  const upload = async (parts: Parameters<typeof multipart>[0], type: 'dispatcher' | 'viewer' = 'dispatcher') => {
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...(await authHeader(t.app, type)), 'content-type': contentType },
    });
  };

  it('stores an image with a 245px thumbnail and serves both under /uploads/', async () => {
    const res = await upload([{ field: 'files', filename: 'truck.txt', type: 'text/plain', data: await image(800, 400, 'png') }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json();
    expect(file).toMatchObject({ name: 'truck.txt', mime: 'image/png', width: 800, height: 400 });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(file.formats.thumbnail).toMatchObject({ width: 245, height: 122 });
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: file.formats.thumbnail.url })).statusCode).toBe(200);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/upload/files/${file.documentId}`,
      headers: await authHeader(t.app, 'viewer'),
    });
    expect(byId.json()).toMatchObject({ id: file.id, url: file.url });
  });

  it('answers 400 and writes nothing for a non-image, a missing file or a file over 10 MB', async () => {
    const before = await readdir(dir);
    const jpeg = await image(100, 100, 'jpeg');
    const cases = [
      await upload([
        { field: 'files', filename: 'ok.jpg', type: 'image/jpeg', data: jpeg },
        { field: 'files', filename: 'fake.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
      ]),
      await upload([]),
      await upload([
        { field: 'files', filename: 'huge.jpg', type: 'image/jpeg', data: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) },
      ]),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(cases[0]!.json().error.message).toBe('fake.jpg is not a JPEG, PNG or WebP image or a PDF document');
    expect(cases[2]!.json().error.message).toBe('A file is larger than 10 MB');
    expect(await readdir(dir)).toEqual(before);
  });

  it('answers 400 and keeps nothing for a picture whose header reads but whose pixels are cut off', async () => {
    const before = await readdir(dir);
    const png = await image(12, 8, 'png');
    const res = await upload([
      { field: 'files', filename: 'ok.jpg', type: 'image/jpeg', data: await image(100, 100, 'jpeg') },
      { field: 'files', filename: 'cut.png', type: 'image/png', data: png.subarray(0, 70) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('cut.png is not a JPEG, PNG or WebP image or a PDF document');
    expect(await readdir(dir)).toEqual(before);
  });

  it('stores a photo upright and without its EXIF data (no GPS position leaks)', async () => {
    // 300×100 pixels stored sideways: EXIF orientation 6 tells viewers to turn it to 100×300.
    const photo = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'Åkeri AB', Artist: 'Kim' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '57/1 42/1 0/1' } },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload([{ field: 'files', filename: 'IMG_0001.jpg', type: 'image/jpeg', data: photo }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json();
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 100, height: 300 });
    for (const url of [file.url, file.formats.thumbnail.url]) {
      const served = await t.app.inject({ method: 'GET', url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg' });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const stored = await sharp(join(dir, file.url.replace('/uploads/', ''))).metadata();
    expect(stored).toMatchObject({ width: 100, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(file.size).toBe((await t.app.inject({ method: 'GET', url: file.url })).rawPayload.length);
  });

  it('follows the permission matrix (viewers may not upload)', async () => {
    await expectPermissionMatrix(t.app, [{ method: 'POST', url: '/api/upload', resource: 'upload', action: 'create' }]);
  });
});
