// The finance figures on one database, each beside its target: the invoicing run over 10,000
// ready-to-invoice jobs of 500 customers to drafts, then every draft finalised (its own transaction:
// job moves, number, PDF), and PDFs rendered a second (api/scripts/bench-invoicing.ts, the API's own
// services in a process of its own on a fresh database); then the truck performance report over the
// jobs benchmark's 100,000 jobs through the API (jobs-bench.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { benchTruckPerformance } from './jobs-bench.mjs';

export const INVOICE_JOBS = Number(process.env.BENCH_INVOICE_JOBS ?? 10_000);
export const INVOICE_CUSTOMERS = Number(process.env.BENCH_INVOICE_CUSTOMERS ?? 500);

/** Drafts ≤ 10 s and every draft finalised ≤ 20 s (10,000 jobs, 500 customers); the performance report p99 ≤ 100 ms. */
export const FINANCE_TARGETS = { draftsSeconds: 10, finaliseSeconds: 20, performance: { p99: 100 } };

const benchInvoicing = (env) => {
  const dir = mkdtempSync(join(tmpdir(), 'haulage-bench-invoicing-'));
  const resultFile = join(dir, 'figures.json');
  try {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'api/scripts/bench-invoicing.ts'), String(INVOICE_JOBS), String(INVOICE_CUSTOMERS)],
      { cwd: join(ROOT, 'api'), env: { ...process.env, ...env, BENCH_RESULT_FILE: resultFile }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) throw new Error('the invoicing benchmark failed');
    return JSON.parse(readFileSync(resultFile, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** `env` points both steps at an empty database of their own (SQLITE_PATH or DATABASE_URL); `freshEnv()` gives another. */
export const benchFinance = async ({ dialect, freshEnv, port, seconds }) => {
  console.info(`\n[${dialect}] invoicing ${INVOICE_JOBS.toLocaleString('en')} jobs of ${INVOICE_CUSTOMERS} customers …`);
  const loadBefore = loadavg()[0];
  const invoicing = benchInvoicing(await freshEnv('invoicing'));
  const invoicingLoad = { before: loadBefore, after: loadavg()[0] };
  const performance = await benchTruckPerformance({ dialect, env: await freshEnv('jobs'), port, seconds });
  return { dialect, invoicing, invoicingLoad, performance };
};
