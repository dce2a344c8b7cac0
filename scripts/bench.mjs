#!/usr/bin/env node
// `npm run bench`: prints the figures the product is held to, from one run on this machine, each
// beside the figure it replaces. API (compiled, as in production): every area's list (areas.json)
// with the same query and with a query that differs on every request, alone and under 5 % and 20 %
// writes, on SQLite and PostgreSQL, beside a trivial endpoint (the machine's ceiling), and peak API
// memory. Jobs: the jobs list over 100,000 jobs, the planning board's day and drops on it, beside
// their targets (jobs-bench.mjs). Frontend: gzipped JS of the shell's first load, of signing in to
// the dashboard, of each area's first visit, and of the first visit of the planning board. The public
// confirmation page: its JS, its Confirm button on a slow phone, and confirmations per second.
// Finance: the invoicing run over 10,000 jobs to drafts and to finalised invoices, PDFs a second, and
// the truck performance report over 100,000 jobs, beside their targets (finance-bench.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { areas } from './lib/apps.mjs';
import { buildApiIfNeeded } from './lib/build-api.mjs';
import { SHARE_TARGET_TRUCKS, benchApi, benchTruckShare } from './bench/api-bench.mjs';
import { ADMIN } from './bench/api-process.mjs';
import { measureFirstLoads, remoteEntrySize } from './bench/bundle-sizes.mjs';
import { benchConfirmations } from './bench/confirm-bench.mjs';
import { BENCH_SECRET, prepareLinks } from './bench/confirm-links.mjs';
import { measureConfirmPage } from './bench/confirm-page.mjs';
import { measureDriverApp } from './bench/driver-app.mjs';
import { measureTrackPage, prepareTrackingLink } from './bench/track-page.mjs';
import { prepareDriverRun } from './bench/driver-setup.mjs';
import { withFrontendStack } from './bench/frontend-stack.mjs';
import { benchFinance } from './bench/finance-bench.mjs';
import { benchJobs } from './bench/jobs-bench.mjs';
import { printApi, printTruckShare, printBundles, printConfirm, printDriverApp, printFinance, printJobs, printTracking } from './bench/report.mjs';
import { backupPostgresDrill, backupSqliteDrill } from './bench/drills/backup-drills.mjs';
import { postgresRestartDrill, redisRestartDrill } from './bench/drills/fault-drills.mjs';
import { printDrills, printSoak } from './bench/drills/report.mjs';
import { soak } from './bench/drills/soak.mjs';

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

// Screens deeper in an area, each measured as the area's first visit in a fresh browser after signing
// in: its remote entry and every chunk it loads.
const FIRST_VISITS = [{ name: 'jobs board', path: '/jobs/jobPlanning', targetKb: 120 }];

// BENCH_PORT moves the APIs (SQLite, PostgreSQL, jobs on SQLite, jobs on PostgreSQL, confirmations,
// finance on SQLite, finance on PostgreSQL, then the frontends' API at +100: frontend-stack.mjs), so
// two benches can run on one machine.
const API_PORT = Number(process.env.BENCH_PORT ?? 5337);

const benchBundles = () =>
  withFrontendStack(async ({ shellUrl }) => {
    const list = areas();
    const loads = await measureFirstLoads({
      shellUrl,
      admin: ADMIN,
      areas: list.map((area) => ({ name: area.key, path: area.routes[0] })),
      firstVisits: FIRST_VISITS,
    });
    return { ...loads, remoteEntries: Object.fromEntries(list.map((area) => [area.key, remoteEntrySize(area.dir)])) };
  });

// The public confirmation page in a phone's browser (one link, viewed, never answered), then
// confirmations per second on an API of its own with links prepared for the run.
const benchConfirm = async () => {
  const page = await withFrontendStack(async ({ shellUrl, api }) => {
    const [token] = await prepareLinks(api, 1);
    return measureConfirmPage({ shellUrl, token });
  }, { JWT_SECRET: BENCH_SECRET });
  const dir = mkdtempSync(join(tmpdir(), 'haulage-bench-confirm-'));
  try {
    const load = await benchConfirmations({ env: { SQLITE_PATH: join(dir, 'confirm.db'), DATABASE_URL: '' }, port: API_PORT + 4 });
    return { page, load };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// The driver's road app on a slow phone, signed in as a driver with a two-stop job today.
const benchDriver = () => withFrontendStack(async ({ shellUrl, api }) => measureDriverApp({ shellUrl, ...(await prepareDriverRun(api)) }));

// The customer's tracking page on a slow phone, for a job planned today.
const benchTracking = () => withFrontendStack(async ({ shellUrl, api }) => measureTrackPage({ shellUrl, token: await prepareTrackingLink(api) }));

// `npm run bench -- <part> …` (or `--only <part>`) runs some parts: `lists` (the lists on SQLite, also
// `sqlite`), `postgres`, `api` (both), `jobs` (the jobs figures on SQLite, where their targets are),
// `jobs-postgres`, `bundles`, `confirm`, `driver` (the road app on a slow phone), `tracking` (the customer's tracking page on a slow phone), `finance` (invoicing and truck performance on SQLite, where
// their targets are), `finance-postgres`, `drills` (faults and backups), `soak`. Without a part it runs
// them all.
const PARTS = ['sqlite', 'postgres', 'jobs', 'jobs-postgres', 'bundles', 'confirm', 'driver', 'tracking', 'finance', 'finance-postgres', 'drills', 'soak'];
const ALIASES = { lists: ['sqlite'], api: ['sqlite', 'postgres'] };
const asked = process.argv
  .slice(2)
  .filter((arg) => arg !== '--only')
  .flatMap((arg) => ALIASES[arg] ?? [arg]);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}: ${[...Object.keys(ALIASES), ...PARTS].join(', ')}`);
const runs = (part) => asked.length === 0 || asked.includes(part);

/** Runs one part and notes the machine's load average (1 minute) before and after it: figures move with it. */
const underLoad = async (run) => {
  const before = loadavg()[0];
  const result = await run();
  return { ...result, load: { before, after: loadavg()[0] } };
};

const benchAllApis = async () => {
  const results = [];
  const options = { trucks: TRUCKS, seconds: SECONDS };
  if (runs('sqlite')) {
    const sqliteDir = mkdtempSync(join(tmpdir(), 'haulage-bench-'));
    results.push(
      await underLoad(() =>
        benchApi({ dialect: 'SQLite', env: { SQLITE_PATH: join(sqliteDir, 'bench.db'), DATABASE_URL: '' }, port: API_PORT, ...options }),
      ),
    );
    // The truck list's share target is set on 1,000 trucks: measured there too when the run used another size.
    if (TRUCKS !== SHARE_TARGET_TRUCKS) {
      const env = { SQLITE_PATH: join(sqliteDir, 'share.db'), DATABASE_URL: '' };
      results.push({ share: await underLoad(() => benchTruckShare({ dialect: 'SQLite', env, port: API_PORT, seconds: SECONDS })) });
    }
    rmSync(sqliteDir, { recursive: true, force: true });
  }
  if (!runs('postgres')) return results;
  const pgUrl = await preparePostgres();
  if (pgUrl) results.push(await underLoad(() => benchApi({ dialect: 'PostgreSQL', env: { DATABASE_URL: pgUrl }, port: API_PORT + 1, ...options })));
  else console.info('\nPostgreSQL not reachable: skipped');
  return results;
};

const benchAllJobs = async () => {
  const results = [];
  if (runs('jobs')) {
    const dir = mkdtempSync(join(tmpdir(), 'haulage-bench-jobs-'));
    results.push(
      await underLoad(() =>
        benchJobs({ dialect: 'SQLite', env: { SQLITE_PATH: join(dir, 'jobs.db'), DATABASE_URL: '' }, port: API_PORT + 2, seconds: SECONDS }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }
  if (!runs('jobs-postgres')) return results;
  const pgUrl = await preparePostgres();
  if (pgUrl) results.push(await underLoad(() => benchJobs({ dialect: 'PostgreSQL', env: { DATABASE_URL: pgUrl }, port: API_PORT + 3, seconds: SECONDS })));
  else console.info('\nPostgreSQL not reachable: jobs skipped');
  return results;
};

const benchAllFinance = async () => {
  const results = [];
  const options = { seconds: SECONDS };
  if (runs('finance')) {
    const dir = mkdtempSync(join(tmpdir(), 'haulage-bench-finance-'));
    const freshEnv = (name) => ({ SQLITE_PATH: join(dir, `${name}.db`), DATABASE_URL: '' });
    results.push(await underLoad(() => benchFinance({ dialect: 'SQLite', freshEnv, port: API_PORT + 5, ...options })));
    rmSync(dir, { recursive: true, force: true });
  }
  if (!runs('finance-postgres')) return results;
  if (await preparePostgres()) {
    const freshEnv = async () => ({ DATABASE_URL: await preparePostgres() });
    results.push(await underLoad(() => benchFinance({ dialect: 'PostgreSQL', freshEnv, port: API_PORT + 6, ...options })));
  } else console.info('\nPostgreSQL not reachable: finance skipped');
  return results;
};

const main = async () => {
  await buildApiIfNeeded();
  const results = await benchAllApis();
  const jobs = await benchAllJobs();
  const bundles = runs('bundles') ? await benchBundles() : null;
  const confirm = runs('confirm') ? await benchConfirm() : null;
  const driver = runs('driver') ? await benchDriver() : null;
  const tracking = runs('tracking') ? await benchTracking() : null;
  const finance = await benchAllFinance();
  const drills = [];
  if (runs('drills'))
    for (const drill of [postgresRestartDrill, () => redisRestartDrill({ dialect: 'postgres' }), backupSqliteDrill, backupPostgresDrill]) drills.push(await drill());
  const soaked = runs('soak') ? await underLoad(soak) : null;
  results.forEach((result) => (result.share ? printTruckShare(result.share) : printApi(result)));
  jobs.forEach(printJobs);
  finance.forEach(printFinance);
  if (bundles) printBundles(bundles, areas().map((area) => area.key));
  if (confirm) printConfirm(confirm);
  if (driver) printDriverApp(driver);
  if (tracking) printTracking(tracking);
  if (drills.length > 0) printDrills(drills);
  if (soaked) printSoak(soaked);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
