// The frontends of the product: where each is built and served. Ports are overridable by env.
import { resolve } from 'node:path';

export const ROOT = resolve(new URL('../..', import.meta.url).pathname);

export const ports = (env = process.env) => ({
  api: Number(env.API_PORT ?? env.PORT ?? 1337),
  shell: Number(env.SHELL_PORT ?? 3000),
  fleet: Number(env.FLEET_PORT ?? 3001),
  customers: Number(env.CUSTOMERS_PORT ?? 3003),
});

export const frontends = (p = ports()) => [
  { key: 'shell', workspace: '@haulage/shell', dir: resolve(ROOT, 'shell'), port: p.shell, spa: true },
  { key: 'fleet', workspace: '@haulage/mf-fleet', dir: resolve(ROOT, 'mf-fleet'), port: p.fleet, spa: false },
  { key: 'customers', workspace: '@haulage/mf-customers', dir: resolve(ROOT, 'mf-customers'), port: p.customers, spa: false },
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/**
 * CORS_ORIGINS for the API: each frontend's origin as a browser reaches it, so the API allows the
 * shell and remotes actually being served (other ports included) and nothing else. On a loopback
 * host a browser may use either name; public FLEET_URL/CUSTOMERS_URL are added as given.
 */
export const frontendOrigins = (p = ports(), env = process.env) => {
  const host = env.HOST ?? '127.0.0.1';
  const names = LOOPBACK.has(host) ? ['127.0.0.1', 'localhost'] : [host];
  const served = frontends(p).flatMap((app) => names.map((name) => `http://${name}:${app.port}`));
  const published = [env.FLEET_URL, env.CUSTOMERS_URL].filter(Boolean).map((url) => new URL(url).origin);
  return [...new Set([...served, ...published])].join(',');
};
