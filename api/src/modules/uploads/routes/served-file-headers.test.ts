import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader } from '../../../../test/auth';
import { image, multipart } from '../test-support/uploads-test-support';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haulage-served-'));
  t = await buildTestApp({ uploadDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('files under /uploads/ are served with headers that stop browsers guessing', () => {
  it('an uploaded image and its thumbnail: inline with their own file name, and nosniff', async () => {
    const { payload, contentType } = multipart([
      { field: 'files', filename: '"evil"\r\n.png', type: 'image/png', data: await image(300, 200, 'png') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...(await authHeader(t.app, 'dispatcher')), 'content-type': contentType },
    });
    const [file] = res.json();
    for (const url of [file.url, file.formats.thumbnail.url] as string[]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${url.replace('/uploads/', '')}"`);
    }
  });

  it.each([
    ['an HTML page', 'page.html', '<script>alert(1)</script>'],
    ['an SVG image, which can carry script', 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a file without an extension', 'README', 'plain'],
  ])('anything else found there (%s) is an attachment, never rendered', async (_what, name, content) => {
    await writeFile(join(dir, name), content);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
  });

  it('a name with characters unsafe in a header gets a safe filename', async () => {
    const name = 'bild "ett" åäö.png';
    await writeFile(join(dir, name), await image(10, 10, 'png'));
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${encodeURIComponent(name)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('inline; filename="bild__ett_____.png"');
  });
});
