import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AREAS } from './areas';

/**
 * The product as the suite runs it: the API on a fresh SQLite file with a known admin and signing
 * secret, and the shell and each area of the manifest served from its own origin, exactly as
 * deployed. Ports differ from `npm start` (E2E_<AREA>_PORT, by default 1300 above the usual one) so
 * a running local instance is left alone.
 */
export const ROOT = resolve(__dirname, '..', '..');
export const HOST = '127.0.0.1';

/** An app the suite serves: 'shell' or an area's key ('fleet', 'customers', …). */
export type StaticApp = string;

export const PORTS: Record<string, number> = {
  api: Number(process.env.E2E_API_PORT ?? 4337),
  shell: Number(process.env.E2E_SHELL_PORT ?? 4300),
  ...Object.fromEntries(AREAS.map((area) => [area.key, Number(process.env[`E2E_${area.env}_PORT`] ?? area.e2ePort)])),
};

export const URLS: Record<string, string> = Object.fromEntries(Object.entries(PORTS).map(([app, port]) => [app, `http://${HOST}:${port}`]));

export const ADMIN = { email: 'admin@e2e.example', password: 'E2e-Admin-Password-1' };
export const JWT_SECRET = 'e2e-signing-secret-e2e-signing-secret';
export const STATE_FILE = join(tmpdir(), `haulage-e2e-${PORTS.shell}.json`);

export const STATIC_APPS: Record<StaticApp, { dir: string; port: number; spa: boolean }> = {
  shell: { dir: join(ROOT, 'shell', 'dist'), port: PORTS.shell!, spa: true },
  ...Object.fromEntries(AREAS.map((area) => [area.key, { dir: join(ROOT, area.dir, 'dist'), port: PORTS[area.key]!, spa: false }])),
};
