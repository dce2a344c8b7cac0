#!/usr/bin/env node
// `npm run bench`: prints the figures the product is held to, from one run on this machine.
// API: throughput and p50/p99 of the truck list query over 10,000 trucks at 1, 10 and 50
// connections on SQLite and PostgreSQL, beside a trivial endpoint (the machine's ceiling), and
// peak API memory. Frontend: gzipped first-load JS of the shell and first visit of each area.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { frontends, ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-if-needed.mjs';
import { CUSTOMER_QUERY, load, TRUCK_QUERY } from './bench/api-load.mjs';
import { ADMIN, seedTrucks, startBenchApi } from './bench/api-process.mjs';
import { measureFirstLoads, remoteEntrySize } from './bench/bundle-sizes.mjs';
import { startStaticServer } from './serve-static.mjs';
import { spawnSync } from 'node:child_process';

const TRUCKS = Number(process.env.BENCH_TRUCKS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const preparePostgres = async () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('DROP DATABASE IF EXISTS haulage_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE haulage_bench');
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = '/haulage_bench';
  return url.toString();
};

const benchApi = async (dialect, env, port) => {
  console.info(`\n[${dialect}] seeding ${TRUCKS} trucks and ${TRUCKS} customers …`);
  seedTrucks(env, TRUCKS);
  const api = await startBenchApi(env, port);
  try {
    const rows = [];
    for (const [endpoint, path] of [['truck list', TRUCK_QUERY], ['customer list', CUSTOMER_QUERY]]) {
      for (const connections of [1, 10, 50]) {
        process.stdout.write(`[${dialect}] ${endpoint} at ${connections} connection(s) for ${SECONDS} s … `);
        rows.push({ endpoint, ...(await load(`${api.url}${path}`, { connections, durationSeconds: SECONDS, token: api.token })) });
        console.info('done');
      }
    }
    process.stdout.write(`[${dialect}] trivial endpoint at 10 connections … `);
    rows.push({ endpoint: '/_health (ceiling)', ...(await load(`${api.url}/_health`, { connections: 10, durationSeconds: SECONDS })) });
    console.info('done');
    return { dialect, rows, peakMemoryMb: api.peakMemoryMb() };
  } finally {
    await api.stop();
  }
};

const printApi = ({ dialect, rows, peakMemoryMb }) => {
  console.info(`\nAPI on ${dialect} (${TRUCKS} trucks, ${TRUCKS} customers), peak memory ${peakMemoryMb} MB`);
  console.table(rows.map((r) => ({ endpoint: r.endpoint, connections: r.connections, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99 })));
};

const benchBundles = async () => {
  const apps = frontends({ api: 5437, shell: 5400, fleet: 5401, customers: 5403 });
  buildApps(apps);
  const dataDir = mkdtempSync(join(tmpdir(), 'haulage-bench-web-'));
  const env = { SQLITE_PATH: join(dataDir, 'db.sqlite'), DATABASE_URL: '', SEED_DEMO_DATA: 'true' };
  const written = spawnSync(process.execPath, [resolve(ROOT, 'shell/scripts/write-runtime-config.mjs')], {
    env: { ...process.env, API_URL: 'http://127.0.0.1:5437', FLEET_URL: 'http://127.0.0.1:5401', CUSTOMERS_URL: 'http://127.0.0.1:5403' },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('could not write the shell runtime config');
  const api = await startBenchApi(env, 5437);
  const servers = await Promise.all(apps.map((app) => startStaticServer({ dir: resolve(app.dir, 'dist'), port: app.port, spa: app.spa })));
  try {
    const loads = await measureFirstLoads({
      shellUrl: 'http://127.0.0.1:5400',
      admin: ADMIN,
      areas: [{ name: 'fleet', path: '/trucks' }, { name: 'customers', path: '/customers' }],
    });
    return { ...loads, remoteEntries: { fleet: remoteEntrySize('mf-fleet'), customers: remoteEntrySize('mf-customers') } };
  } finally {
    servers.forEach((s) => s.close());
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// `npm run bench -- --only api` or `--only bundles` runs one half.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

const benchAllApis = async () => {
  const sqliteDir = mkdtempSync(join(tmpdir(), 'haulage-bench-'));
  const results = [await benchApi('SQLite', { SQLITE_PATH: join(sqliteDir, 'bench.db'), DATABASE_URL: '' }, 5337)];
  rmSync(sqliteDir, { recursive: true, force: true });
  const pgUrl = await preparePostgres();
  if (pgUrl) results.push(await benchApi('PostgreSQL', { DATABASE_URL: pgUrl }, 5338));
  else console.info('\nPostgreSQL not reachable: skipped');
  return results;
};

const main = async () => {
  const results = only === 'bundles' ? [] : await benchAllApis();
  const bundles = only === 'api' ? null : await benchBundles();
  results.forEach(printApi);
  if (!bundles) return;
  console.info('\nFirst-load JavaScript (gzipped KB)');
  console.table({
    'shell first load (target ≤ 215)': bundles.shellFirstLoad,
    'fleet remoteEntry.js (≤ 20)': bundles.remoteEntries.fleet,
    'fleet first visit (≤ 60)': bundles.visits.fleet,
    'customers remoteEntry.js (≤ 20)': bundles.remoteEntries.customers,
    'customers first visit (≤ 60)': bundles.visits.customers,
  });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
