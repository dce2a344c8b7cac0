#!/usr/bin/env node
// Writes the shell's runtime files from the environment at deploy/start time: /config.json
// (API URL, optional maps key) and /remotes.json (the remote registry). Moving, rolling back or
// switching off a remote is a change here, never a shell rebuild.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRequire } from 'node:module';

// The areas come from the one manifest (areas.json); this file adds only what the environment says.
const { loadAreas } = createRequire(import.meta.url)('../../scripts/lib/areas.cjs');

const flag = (value, fallback = true) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(String(value).toLowerCase());

const manifestUrl = (base) => `${base.replace(/\/+$/, '')}/mf-manifest.json`;

/** One registry entry: the manifest's routes, nav and user types; URL, switch and contract from env. */
const remoteOf = (area, env) => ({
  name: area.name,
  title: area.title,
  entry: manifestUrl(env[`${area.env}_URL`] || `http://127.0.0.1:${area.port}`),
  routes: area.routes,
  ...(area.publicRoutes.length > 0 ? { publicRoutes: area.publicRoutes } : {}),
  // Beside publicRoutes, not inside it: a shell before contract 1.3 reads publicRoutes as strings.
  ...(area.publicPages.length > 0 ? { publicPages: area.publicPages } : {}),
  nav: area.nav,
  userTypes: area.userTypes,
  enabled: flag(env[`${area.env}_ENABLED`]),
  platformContract: env[`${area.env}_PLATFORM_CONTRACT`] || area.platformContract,
});

/** The runtime config and registry for an environment (process.env by default). */
export const buildRuntimeConfig = (env = process.env, areas = loadAreas()) => {
  const config = { apiUrl: env.API_URL || 'http://127.0.0.1:1337' };
  if (env.MAPS_API_KEY) config.mapsApiKey = env.MAPS_API_KEY;
  return { config, registry: { remotes: areas.map((area) => remoteOf(area, env)) } };
};

export const writeRuntimeConfig = (dir, env = process.env) => {
  const { config, registry } = buildRuntimeConfig(env);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(path.join(dir, 'remotes.json'), `${JSON.stringify(registry, null, 2)}\n`);
  return { config, registry };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  writeRuntimeConfig(dir);
  console.info(`Wrote config.json and remotes.json to ${dir}`);
}
