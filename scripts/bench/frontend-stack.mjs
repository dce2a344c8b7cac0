// The production builds served as deployed for the browser figures: the shell and each area on
// its own origin (2400 above the usual ports: shell 3000 → 5400; BENCH_WEB_PORT moves the shell and
// the areas keep their distance from it) and the compiled API 100 above BENCH_PORT (5437), on a
// fresh SQLite file, allowing exactly those origins, as `npm start` sets it up.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { areas, frontends, ROOT } from '../lib/apps.mjs';
import { buildApps } from '../lib/build-if-needed.mjs';
import { startStaticServer } from '../serve-static.mjs';
import { startBenchApi } from './api-process.mjs';

const API_PORT = Number(process.env.BENCH_PORT ?? 5337) + 100;
const WEB_SHIFT = Number(process.env.BENCH_WEB_PORT ?? 5400) - 3000;
const benchPort = (port) => port + WEB_SHIFT;
export const BENCH_SHELL_URL = `http://127.0.0.1:${benchPort(3000)}`;

/** Builds what is missing, serves it, runs `work({ shellUrl, api })`, and stops everything. */
export const withFrontendStack = async (work, apiEnv = {}) => {
  const list = areas();
  const apps = frontends({ api: API_PORT, shell: benchPort(3000), ...Object.fromEntries(list.map((a) => [a.key, benchPort(a.port)])) });
  buildApps(apps);
  const dataDir = mkdtempSync(join(tmpdir(), 'haulage-bench-web-'));
  const urls = Object.fromEntries(list.map((a) => [`${a.env}_URL`, `http://127.0.0.1:${benchPort(a.port)}`]));
  const origins = [BENCH_SHELL_URL, ...Object.values(urls)].join(',');
  const env = { SQLITE_PATH: join(dataDir, 'db.sqlite'), DATABASE_URL: '', SEED_DEMO_DATA: 'true', CORS_ORIGINS: origins, ...apiEnv };
  const written = spawnSync(process.execPath, [resolve(ROOT, 'shell/scripts/write-runtime-config.mjs')], {
    env: { ...process.env, API_URL: `http://127.0.0.1:${API_PORT}`, ...urls },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('could not write the shell runtime config');
  const api = await startBenchApi(env, API_PORT);
  const servers = await Promise.all(apps.map((app) => startStaticServer({ dir: resolve(app.dir, 'dist'), port: app.port, spa: app.spa })));
  try {
    return await work({ shellUrl: BENCH_SHELL_URL, api });
  } finally {
    servers.forEach((s) => s.close());
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
