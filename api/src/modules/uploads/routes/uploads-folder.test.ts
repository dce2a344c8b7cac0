import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../../../test/helper';

describe('the uploads folder', () => {
  const parent = mkdtempSync(join(tmpdir(), 'haulage-uploads-folder-'));
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('is made when the API starts on a fresh install, so its files can be served before the first upload', async () => {
    const dir = join(parent, 'data', 'uploads');
    t = await buildTestApp({ uploadDir: dir });
    expect(existsSync(dir)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/none.png' });
    expect(missing.statusCode).toBe(404);
  });
});
