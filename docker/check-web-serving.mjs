// The driver's app is installed from the shell's origin: its service worker and web app manifest
// must reach a phone fresh (`no-cache`), with the content types browsers insist on, and the worker
// must be allowed the scope the page registers it for. This serves them with the very server the
// web image runs (scripts/serve-static.mjs) over real HTTP and reads the answers.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { startStaticServer } from '../scripts/serve-static.mjs';

/** A string constant of a TypeScript source, where the page names the files it asks for. */
const constantOf = (root, file, name) => {
  const match = new RegExp(`${name}\\s*=\\s*'([^']+)'`).exec(readFileSync(join(root, file), 'utf8'));
  if (!match) throw new Error(`${file} does not define ${name}`);
  return match[1];
};

const within = (scope, folder) => scope === folder || scope.startsWith(folder.endsWith('/') ? folder : `${folder}/`);

export const checkWebServing = async (root) => {
  const problems = [];
  const check = (ok, message) => ok || problems.push(message);
  const shellBuild = createRequire(import.meta.url)(join(root, 'shell/build-driver-app.js'));
  const worker = `/${shellBuild.SERVICE_WORKER_FILE}`;
  const manifest = readdirSync(shellBuild.DRIVER_FILES).find((file) => file.endsWith('.webmanifest'));
  const registered = constantOf(root, 'mf-jobs/src/driver/installable.ts', 'DRIVER_SERVICE_WORKER_URL');
  const linked = constantOf(root, 'mf-jobs/src/driver/installable.ts', 'DRIVER_MANIFEST_URL');
  const scope = constantOf(root, 'mf-jobs/src/driver/driver-paths.ts', 'DRIVER_APP_PATH');
  check(registered === worker, `the driver app registers ${registered}, the shell's build emits ${worker}`);
  check(linked === `/${manifest}`, `the driver app links ${linked}, the shell's build emits /${manifest}`);

  const dir = mkdtempSync(join(tmpdir(), 'haulage-web-check-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, shellBuild.SERVICE_WORKER_FILE), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dir, manifest), readFileSync(join(shellBuild.DRIVER_FILES, manifest)));
  const server = await startStaticServer({ dir, port: 0, spa: true });
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    const expected = [
      { path: worker, type: /^(text|application)\/javascript\b/ },
      { path: `/${manifest}`, type: /^application\/manifest\+json\b/ },
    ];
    for (const { path, type } of expected) {
      const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      const said = (name) => answer.headers.get(name) ?? '(none)';
      check(answer.status === 200, `${path}: answered ${answer.status}`);
      check(said('cache-control') === 'no-cache', `${path}: Cache-Control is ${said('cache-control')}, not no-cache`);
      check(type.test(said('content-type')), `${path}: Content-Type is ${said('content-type')}`);
      if (path !== worker) continue;
      // A worker may control only its own folder and below, unless the server widens it.
      const allowed = answer.headers.get('service-worker-allowed') ?? posix.dirname(worker);
      check(within(scope, allowed), `${path}: scope ${scope} is outside ${allowed} and no Service-Worker-Allowed header allows it`);
    }
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
};
