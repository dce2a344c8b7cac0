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
