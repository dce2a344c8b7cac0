import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { authHeader, expectPermissionMatrix } from '../../../test/auth';

const BOUNDARY = '----haulage-test-boundary';

/** A multipart body with the given parts, as a browser's FormData would send it. */
const multipart = (parts: { field: string; filename: string; type: string; data: Buffer }[]) => ({
  payload: Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]),
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
});

const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })[format]().toBuffer();

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
    return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...(await authHeader(t.app, type)), 'content-type': contentType } });
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
    const byId = await t.app.inject({ method: 'GET', url: `/api/upload/files/${file.documentId}`, headers: await authHeader(t.app, 'viewer') });
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
      await upload([{ field: 'files', filename: 'huge.jpg', type: 'image/jpeg', data: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) }]),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(cases[0]!.json().error.message).toBe('fake.jpg is not a JPEG, PNG or WebP image');
    expect(cases[2]!.json().error.message).toBe('A file is larger than 10 MB');
    expect(await readdir(dir)).toEqual(before);
  });

  it('follows the permission matrix (viewers may not upload)', async () => {
    await expectPermissionMatrix(t.app, [{ method: 'POST', url: '/api/upload', resource: 'upload', action: 'create' }]);
  });
});
