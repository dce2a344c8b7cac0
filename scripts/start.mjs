#!/usr/bin/env node
// `npm start`: builds what is not built (the frontends and the compiled API), starts the API (migrating and seeding an empty database
// on first run) and serves the shell and each remote on its own origin, as deployed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { areaUrls, frontendOrigins, frontends, ports, ROOT } from './lib/apps.mjs';
import { buildApiIfNeeded } from './lib/build-api.mjs';
import { buildApps } from './lib/build-if-needed.mjs';
import { startApi } from './lib/start-api.mjs';
import { waitFor } from './lib/wait-for.mjs';
import { startStaticServer } from './serve-static.mjs';

const args = new Set(process.argv.slice(2));
const host = process.env.HOST ?? '127.0.0.1';
const p = ports();
const apps = frontends(p);
const urlOf = (port) => `http://${host}:${port}`;

buildApps(apps, { force: args.has('--rebuild') });
await buildApiIfNeeded({ force: args.has('--rebuild') });

const runtimeEnv = { API_URL: process.env.API_URL ?? urlOf(p.api), ...areaUrls(p) };
const written = spawnSync(process.execPath, [resolve(ROOT, 'shell/scripts/write-runtime-config.mjs')], {
  env: { ...process.env, ...runtimeEnv },
  stdio: 'inherit',
});
if (written.status !== 0) process.exit(written.status ?? 1);

let adminNotice = null;
const api = startApi({
  // The API allows exactly the frontends served here unless CORS_ORIGINS says otherwise, and its
  // links (a job's confirmation) point at the shell served here unless APP_URL says otherwise.
  env: {
    PORT: String(p.api),
    HOST: host,
    CORS_ORIGINS: process.env.CORS_ORIGINS || frontendOrigins(p),
    APP_URL: process.env.APP_URL || urlOf(p.shell),
  },
  onLine: (line) => {
    if (/password/i.test(line)) adminNotice = line;
    process.stdout.write(`[api] ${line}\n`);
  },
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const servers = await Promise.all(apps.map((app) => startStaticServer({ dir: resolve(app.dir, 'dist'), port: app.port, host, spa: app.spa })));
await waitFor(`${urlOf(p.api)}/_health`, { timeoutMs: 120_000 });

const signIn = process.env.ADMIN_EMAIL
  ? `Sign in as ${process.env.ADMIN_EMAIL} with ADMIN_PASSWORD.`
  : adminNotice
    ? 'Sign in with the admin e-mail and password printed above (shown on the first start only).'
    : 'Sign in with the admin account created on the first start (or set ADMIN_EMAIL and ADMIN_PASSWORD).';
console.info(`
  Haulage back office is running.
  Open ${urlOf(p.shell)}  —  ${signIn}
  API ${urlOf(p.api)} (docs at ${urlOf(p.api)}/documentation), ${apps.slice(1).map((app) => `${app.key} ${urlOf(app.port)}`).join(', ')}.
  Press Ctrl+C to stop.
`);

const stop = () => {
  servers.forEach((server) => server.close());
  api.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
