// The frontends of the product: the shell and every area of the manifest (areas.json), where each
// is built and served. Ports are overridable by env (SHELL_PORT, <AREA>_PORT).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const { loadAreas, ROOT: root } = createRequire(import.meta.url)('./areas.cjs');

export const ROOT = root;
export const areas = () => loadAreas();

/** Port of every app by key: api, shell and each area's key (fleet, customers, …). */
export const ports = (env = process.env) => ({
  api: Number(env.API_PORT ?? env.PORT ?? 1337),
  shell: Number(env.SHELL_PORT ?? 3000),
  ...Object.fromEntries(areas().map((area) => [area.key, Number(env[`${area.env}_PORT`] ?? area.port)])),
});

export const frontends = (p = ports()) => [
  { key: 'shell', workspace: '@haulage/shell', dir: resolve(ROOT, 'shell'), port: p.shell, spa: true },
  ...areas().map((area) => ({ key: area.key, env: area.env, workspace: area.workspace, dir: area.absoluteDir, port: p[area.key], spa: false })),
];

/** The `<AREA>_URL` of every area as served on this host, unless the environment sets it. */
export const areaUrls = (p = ports(), env = process.env) => {
  const host = env.HOST ?? '127.0.0.1';
  return Object.fromEntries(areas().map((area) => [`${area.env}_URL`, env[`${area.env}_URL`] ?? `http://${host}:${p[area.key]}`]));
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/**
 * CORS_ORIGINS for the API: each frontend's origin as a browser reaches it, so the API allows the
 * shell and remotes actually being served (other ports included) and nothing else. On a loopback
 * host a browser may use either name; public <AREA>_URLs are added as given.
 */
export const frontendOrigins = (p = ports(), env = process.env) => {
  const host = env.HOST ?? '127.0.0.1';
  const names = LOOPBACK.has(host) ? ['127.0.0.1', 'localhost'] : [host];
  const served = frontends(p).flatMap((app) => names.map((name) => `http://${name}:${app.port}`));
  const published = areas().map((area) => env[`${area.env}_URL`]).filter(Boolean).map((url) => new URL(url).origin);
  return [...new Set([...served, ...published])].join(',');
};
