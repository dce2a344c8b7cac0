import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS } from './areas';
import { startApi, startStatic, waitUntilUp } from './processes';
import { ADMIN, JWT_SECRET, PORTS, ROOT, STATE_FILE, URLS } from './stack-config';

/** Starts the whole product on a fresh database before the suite; teardown stops it. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(join(ROOT, 'e2e', 'test-results'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'haulage-e2e-'));
  const written = spawnSync(process.execPath, [join(ROOT, 'shell', 'scripts', 'write-runtime-config.mjs')], {
    env: { ...process.env, API_URL: URLS.api, ...Object.fromEntries(AREAS.map((area) => [`${area.env}_URL`, URLS[area.key]])) },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('Could not write the shell runtime configuration');

  const pids = {
    api: startApi({
      PORT: String(PORTS.api),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dataDir, 'haulage.db'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      JWT_SECRET,
      // Confirmation links point at the suite's shell, as a dispatcher copies and opens them.
      APP_URL: URLS.shell!,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // The suite's own frontend ports, which the API's default (3000–3004) does not cover.
      CORS_ORIGINS: ['shell', ...AREAS.map((area) => area.key)].map((app) => URLS[app]).join(','),
      DATABASE_URL: '',
      REDIS_URL: '',
    }),
    shell: startStatic('shell'),
    ...Object.fromEntries(AREAS.map((area) => [area.key, startStatic(area.key)])),
  };
  writeFileSync(STATE_FILE, JSON.stringify({ pids, dataDir }));
  await Promise.all([
    waitUntilUp(`${URLS.api}/_health`),
    waitUntilUp(URLS.shell!),
    ...AREAS.map((area) => waitUntilUp(`${URLS[area.key]}/mf-manifest.json`)),
  ]);
}
