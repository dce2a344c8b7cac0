// Builds the API to JavaScript (api/dist/server.js) when it has never been built or its sources,
// the shared contracts it bundles, its package file or its build script changed since, like the
// frontends (build-if-needed.mjs): `npm start` on a fresh clone compiles, a second start does not.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './apps.mjs';
import { newestMtime } from './newest-mtime.mjs';

export const API_ENTRY = resolve(ROOT, 'api', 'dist', 'server.js');

/**
 * Node's flags for the API wherever it runs as in production (`npm start`, the bench, the image's
 * CMD, checked by docker/check-api-image.mjs). A young generation of 4 MB a half instead of 16 MB:
 * a request's garbage dies young either way. `--heap-growing-percent=20`: V8 lets the old
 * generation grow by a fifth between collections instead of doubling it. Together they hold the
 * API's peak resident memory under the list benchmark to about 170 MB instead of 280 MB.
 * `--optimize-for-size` held it as low but cost a searched jobs list 8 % more CPU (docs/adr/0014).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

export const apiNeedsBuild = () => {
  if (!existsSync(API_ENTRY)) return true;
  const sources = Math.max(
    newestMtime(resolve(ROOT, 'api', 'src')),
    newestMtime(resolve(ROOT, 'shared', 'src', 'contracts')),
    statSync(resolve(ROOT, 'api', 'package.json')).mtimeMs,
    statSync(resolve(ROOT, 'api', 'scripts', 'build.mjs')).mtimeMs,
  );
  return sources > statSync(API_ENTRY).mtimeMs;
};

export const buildApiIfNeeded = async ({ force = false, log = console.info } = {}) => {
  if (!force && !apiNeedsBuild()) return false;
  const { buildApi } = await import('../../api/scripts/build.mjs');
  const started = Date.now();
  await buildApi();
  log(`[build] @haulage/api compiled in ${Date.now() - started} ms`);
  return true;
};
