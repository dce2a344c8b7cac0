import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The product as the suite runs it: the API on a fresh SQLite file with a known admin and signing
 * secret, and the shell and each remote served from its own origin, exactly as deployed. Ports
 * differ from `npm start` so a running local instance is left alone.
 */
export const ROOT = resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';

export const PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 4337),
  shell: Number(process.env.E2E_SHELL_PORT ?? 4300),
  fleet: Number(process.env.E2E_FLEET_PORT ?? 4301),
  customers: Number(process.env.E2E_CUSTOMERS_PORT ?? 4303),
};

export const URLS = {
  api: `http://${HOST}:${PORTS.api}`,
  shell: `http://${HOST}:${PORTS.shell}`,
  fleet: `http://${HOST}:${PORTS.fleet}`,
  customers: `http://${HOST}:${PORTS.customers}`,
};

export const ADMIN = { email: 'admin@e2e.example', password: 'E2e-Admin-Password-1' };
export const JWT_SECRET = 'e2e-signing-secret-e2e-signing-secret';
export const STATE_FILE = join(tmpdir(), `haulage-e2e-${PORTS.shell}.json`);

export const STATIC_APPS = {
  shell: { dir: join(ROOT, 'shell', 'dist'), port: PORTS.shell, spa: true },
  fleet: { dir: join(ROOT, 'mf-fleet', 'dist'), port: PORTS.fleet, spa: false },
  customers: { dir: join(ROOT, 'mf-customers', 'dist'), port: PORTS.customers, spa: false },
} as const;

export type StaticApp = keyof typeof STATIC_APPS;
