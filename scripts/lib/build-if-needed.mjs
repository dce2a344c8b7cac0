// Builds a frontend when it has never been built or its sources (or the shared package) changed
// since the last build, so `npm start` on a fresh clone builds and a second start is instant.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './apps.mjs';
import { newestMtime } from './newest-mtime.mjs';

const markerOf = (app) => resolve(app.dir, 'dist', 'mf-manifest.json');

export const needsBuild = (app) => {
  const marker = markerOf(app);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = Math.max(
    newestMtime(resolve(app.dir, 'src')),
    newestMtime(resolve(app.dir, 'public')),
    newestMtime(resolve(ROOT, 'shared', 'src')),
    newestMtime(resolve(ROOT, 'shared', 'build')),
  );
  return sources > built;
};

export const buildApps = (apps, { force = false, log = console.info } = {}) => {
  const todo = apps.filter((app) => force || needsBuild(app));
  todo.forEach((app, index) => {
    log(`[build ${index + 1}/${todo.length}] ${app.workspace} …`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`Building ${app.workspace} failed (exit ${result.status})`);
    // webpack leaves a file it would write unchanged as it was (compareBeforeEmit), so a manifest
    // that came out the same would keep the old time and the app would be built again on every start.
    const now = new Date();
    utimesSync(markerOf(app), now, now);
    log(`[build ${index + 1}/${todo.length}] ${app.workspace} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
  return todo.length;
};
