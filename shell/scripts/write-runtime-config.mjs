#!/usr/bin/env node
// Writes the shell's runtime files from the environment at deploy/start time: /config.json
// (API URL, optional maps key) and /remotes.json (the remote registry). Moving, rolling back or
// switching off a remote is a change here, never a shell rebuild.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const flag = (value, fallback = true) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(String(value).toLowerCase());

const manifestUrl = (base) => `${base.replace(/\/+$/, '')}/mf-manifest.json`;

/** The runtime config and registry for an environment (process.env by default). */
export const buildRuntimeConfig = (env = process.env) => {
  const config = { apiUrl: env.API_URL || 'http://127.0.0.1:1337' };
  if (env.MAPS_API_KEY) config.mapsApiKey = env.MAPS_API_KEY;

  const office = ['admin', 'dispatcher', 'finance'];
  const everyone = [...office, 'viewer'];
  const registry = {
    remotes: [
      {
        name: 'mf_fleet',
        title: 'Fleet',
        entry: manifestUrl(env.FLEET_URL || 'http://127.0.0.1:3001'),
        routes: ['/trucks', '/drivers', '/trailers'],
        nav: [
          { label: 'Trucks', path: '/trucks' },
          // Drivers hold personal data (personal identity numbers): not for viewers.
          { label: 'Drivers', path: '/drivers', userTypes: office },
          { label: 'Trailers', path: '/trailers' },
        ],
        userTypes: everyone,
        enabled: flag(env.FLEET_ENABLED),
        platformContract: env.FLEET_PLATFORM_CONTRACT || '^1',
      },
      {
        name: 'mf_customers',
        title: 'Customers',
        entry: manifestUrl(env.CUSTOMERS_URL || 'http://127.0.0.1:3003'),
        routes: ['/customers'],
        nav: [{ label: 'Customers', path: '/customers' }],
        userTypes: everyone,
        enabled: flag(env.CUSTOMERS_ENABLED),
        platformContract: env.CUSTOMERS_PLATFORM_CONTRACT || '^1',
      },
    ],
  };
  return { config, registry };
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
