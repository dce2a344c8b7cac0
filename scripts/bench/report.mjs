// Prints the benchmark's figures, each beside the figure it replaces (previous-figures.mjs) and,
// for the lists, the reused (same query) and unreused (varying query) variants side by side.
import { cpus } from 'node:os';
import {
  PREVIOUS_API,
  PREVIOUS_BUNDLES_KB,
  PREVIOUS_CONFIRM,
  PREVIOUS_DRIVER,
  PREVIOUS_FINANCE,
  PREVIOUS_JOBS,
  PREVIOUS_MEMORY_MB,
  PREVIOUS_TRACKING,
} from './previous-figures.mjs';
import { FINANCE_TARGETS, INVOICE_CUSTOMERS, INVOICE_JOBS } from './finance-bench.mjs';
import { CONFIRMATIONS } from './confirm-bench.mjs';
import { RUNNER } from './api-process.mjs';
import { SHARE_TARGET_TRUCKS } from './api-bench.mjs';
import { JOBS, JOBS_TARGETS } from './jobs-bench.mjs';

/** The machine's load average (1 minute) before and after a part, as `uptime` shows it. */
const loadText = (load) => (load ? `, load average ${load.before.toFixed(2)} → ${load.after.toFixed(2)} on ${cpus().length} cores` : '');

/** The API's CPU per request: on a machine of its own one core serves about 1,000 / this requests a second. */
const cpu = (r) => (r.cpuMsPerRequest === undefined ? '–' : r.cpuMsPerRequest.toFixed(2));

/** The varying list's rate as a share of the same list repeated, at 10 connections (%), on SHARE_TARGET_TRUCKS trucks. */
const VARYING_SHARE_TARGETS = { trucks: 75 };

/** The share, measured in one run: the machine's absolute figures move from run to run, their ratio less. */
const shareText = (resource, trucks, reused, varying) => {
  const share = Math.round((100 * varying.requestsPerSecond) / reused.requestsPerSecond);
  const target = VARYING_SHARE_TARGETS[resource];
  if (!target) return null;
  const verdict = trucks === SHARE_TARGET_TRUCKS ? (share >= target ? 'met' : 'MISSED') : `set on ${SHARE_TARGET_TRUCKS.toLocaleString('en')} trucks`;
  return `  varying list at ${share} % of the repeated list's rate on ${trucks.toLocaleString('en')} trucks (target ≥ ${target} %: ${verdict})`;
};

const fmt = (r) => `${r.requestsPerSecond.toLocaleString('en')}/s, ${r.p50} / ${r.p99} ms`;

export const printApi = ({ dialect, trucks, rows, peakMemoryMb, load }) => {
  console.info(`\nAPI on ${dialect} (${RUNNER} API${loadText(load)}): peak memory ${peakMemoryMb} MB (before: ${PREVIOUS_MEMORY_MB[dialect] ?? '–'} MB; target ≤ 200 MB)`);
  console.table(rows.map((r) => ({
    resource: r.resource,
    load: r.load,
    conn: r.connections,
    'now: req/s, p50 / p99': fmt(r),
    'CPU ms/req': cpu(r),
    before: PREVIOUS_API[`${dialect} ${r.resource} ${r.load} ${r.connections}`] ?? '–',
  })));
  const at10 = (resource, load) => rows.find((r) => r.resource === resource && r.load === load && r.connections === 10);
  for (const resource of [...new Set(rows.map((r) => r.resource))].filter((r) => !r.startsWith('/'))) {
    const [reused, varying, writes] = ['same query (reused)', 'varying query', 'varying + 20 % writes'].map((load) => at10(resource, load));
    if (!reused || !varying) continue;
    const drop = writes ? `, ${(varying.requestsPerSecond / writes.requestsPerSecond).toFixed(2)}× drop under 20 % writes` : '';
    console.info(`${resource} at 10 conn.: reused ${fmt(reused)} · varying ${fmt(varying)}${drop}`);
    const share = shareText(resource, trucks, reused, varying);
    if (share) console.info(share);
  }
};

/** The truck list's share on the trucks its target is set on (benchTruckShare). */
export const printTruckShare = ({ dialect, trucks, reused, varying, load }) => {
  console.info(`\nTruck list on ${dialect}, ${trucks.toLocaleString('en')} trucks, 10 conn.${loadText(load)}: reused ${fmt(reused)}, ${cpu(reused)} ms CPU · varying ${fmt(varying)}, ${cpu(varying)} ms CPU`);
  console.info(shareText('trucks', trucks, reused, varying));
};

const targetText = (target) =>
  [target.requestsPerSecond && `≥ ${target.requestsPerSecond.toLocaleString('en')}/s`, `p99 ≤ ${target.p99} ms`].filter(Boolean).join(', ');
const meets = (row, target) => (target.requestsPerSecond === undefined || row.requestsPerSecond >= target.requestsPerSecond) && row.p99 <= target.p99;

export const printJobs = ({ dialect, rows, peakMemoryMb, load }) => {
  console.info(`\nJobs on ${dialect} (${RUNNER} API, ${JOBS.toLocaleString('en')} jobs${loadText(load)}): peak memory ${peakMemoryMb} MB`);
  console.table(rows.map((r) => {
    const target = r.target ? JOBS_TARGETS[r.target] : null;
    return {
      what: r.what,
      conn: r.connections,
      'now: req/s, p50 / p99': fmt(r),
      'CPU ms/req': cpu(r),
      target: target ? targetText(target) : '',
      '': target ? (meets(r, target) ? 'met' : 'MISSED') : '',
      before: PREVIOUS_JOBS[`${dialect} ${r.key}`] ?? '–',
    };
  }));
};

export const printBundles = (bundles, areaKeys) => {
  const rows = {
    'shell first load /login (≤ 215)': [bundles.shellFirstLoad, PREVIOUS_BUNDLES_KB.shellFirstLoad],
    'sign-in to dashboard, empty cache (≤ 215)': [bundles.dashboard, PREVIOUS_BUNDLES_KB.dashboard],
    'then fetched at idle (UI system for the areas)': [bundles.afterDashboard, PREVIOUS_BUNDLES_KB.afterDashboard],
  };
  for (const key of areaKeys) {
    rows[`${key} remoteEntry.js (≤ 20)`] = [bundles.remoteEntries[key], PREVIOUS_BUNDLES_KB.remoteEntry[key]];
    rows[`${key} first visit (≤ 60)`] = [bundles.visits[key], PREVIOUS_BUNDLES_KB.visit[key]];
  }
  for (const visit of bundles.firstVisits ?? []) rows[`${visit.name} first visit, remote entry included (≤ ${visit.targetKb})`] = [visit.kb, PREVIOUS_BUNDLES_KB.visit[visit.name]];
  console.info('\nJavaScript downloaded (gzipped KB)');
  console.table(Object.fromEntries(Object.entries(rows).map(([what, [now, before]]) => [what, { now, before: before ?? '–' }])));
};

const verdict = (ok) => (ok ? 'met' : 'MISSED');

export const printConfirm = ({ page, load }) => {
  console.info('\nPublic confirmation page (phone, 390×844; slow mobile: 1.6 Mbit/s, 150 ms, CPU 4× slower)');
  console.table({
    'JavaScript, gzipped, shell start included (KB)': { now: page.kb, before: PREVIOUS_CONFIRM.pageKb ?? '–', target: '≤ 150', '': verdict(page.kb <= 150) },
    'Confirm button shown, empty cache (ms)': { now: page.uncachedMs, before: PREVIOUS_CONFIRM.uncachedMs ?? '–', target: '≤ 2,500', '': verdict(page.uncachedMs <= 2500) },
    'Confirm button shown, second visit (ms)': { now: page.cachedMs, before: PREVIOUS_CONFIRM.cachedMs ?? '–', target: '≤ 2,500', '': verdict(page.cachedMs <= 2500) },
  });
  console.info(`each run (empty cache / second visit, ms): ${page.runs.map((run) => `${run.uncached} / ${run.cached}`).join(', ')}`);
  console.info(`\nConfirmations, ${CONFIRMATIONS.toLocaleString('en')} links each answered once, ${load.connections} conn. (SQLite, ${RUNNER} API): peak memory ${load.peakMemoryMb} MB`);
  console.table({ 'PATCH /api/jobs/confirm-sms': { 'now: req/s, p50 / p99': fmt(load), before: PREVIOUS_CONFIRM.confirmations ?? '–' } });
};

export const printTracking = (page) => {
  console.info('\nCustomer tracking page /jobs/trackJob (phone, 390×844; slow mobile: 1.6 Mbit/s, 150 ms, CPU 4× slower)');
  console.table({
    'JavaScript, gzipped, shell start included (KB)': { now: page.kb, before: PREVIOUS_TRACKING.kb, target: '≤ 150', '': verdict(page.kb <= 150) },
    'timeline shown, empty cache (ms)': { now: page.uncachedMs, before: PREVIOUS_TRACKING.uncachedMs, target: '≤ 2,500', '': verdict(page.uncachedMs <= 2500) },
    'timeline shown, second visit (ms)': { now: page.cachedMs, before: PREVIOUS_TRACKING.cachedMs, target: '≤ 2,500', '': verdict(page.cachedMs <= 2500) },
  });
  console.info(`each run (empty cache / second visit, ms): ${page.runs.map((run) => `${run.uncached} / ${run.cached}`).join(', ')}`);
};

const secondsText = (ms) => `${(ms / 1000).toFixed(1)} s`;

export const printFinance = ({ dialect, invoicing, invoicingLoad, performance, load }) => {
  const { draftsMs, finaliseMs, drafts, jobs } = invoicing;
  const before = (key) => PREVIOUS_FINANCE[`${dialect} ${key}`] ?? '–';
  console.info(`\nFinance on ${dialect} (${INVOICE_JOBS.toLocaleString('en')} jobs of ${INVOICE_CUSTOMERS} customers${loadText(load)}; invoicing${loadText(invoicingLoad)})`);
  console.table({
    [`invoicing run: ${jobs.toLocaleString('en')} jobs → ${drafts} drafts`]: {
      now: secondsText(draftsMs), target: `≤ ${FINANCE_TARGETS.draftsSeconds} s`, '': verdict(draftsMs <= FINANCE_TARGETS.draftsSeconds * 1000), before: before('drafts'),
    },
    [`finalise all ${drafts} drafts (one transaction each: job moves, number, PDF)`]: {
      now: secondsText(finaliseMs), target: `≤ ${FINANCE_TARGETS.finaliseSeconds} s`, '': verdict(finaliseMs <= FINANCE_TARGETS.finaliseSeconds * 1000), before: before('finalise'),
    },
    'run start → all finalised': { now: secondsText(draftsMs + finaliseMs), target: '', '': '', before: before('total') },
    [`PDFs rendered a second (${invoicing.pdfLines} lines each)`]: { now: `${invoicing.pdfsPerSecond.toFixed(0)}/s`, target: '', '': '', before: before('pdf') },
    [`truck performance over ${JOBS.toLocaleString('en')} jobs, a month among 12, ${performance.connections} conn. (req/s, p50 / p99)`]: {
      now: `${fmt(performance)} (${cpu(performance)} ms CPU/req)`, target: targetText(FINANCE_TARGETS.performance), '': verdict(meets(performance, FINANCE_TARGETS.performance)), before: before('performance'),
    },
    ...(performance.uncached ? {
      [`  the same, uncached: a new 30-day period on every request`]: {
        now: `${fmt(performance.uncached)} (${cpu(performance.uncached)} ms CPU/req)`, target: targetText(FINANCE_TARGETS.performance), '': verdict(meets(performance.uncached, FINANCE_TARGETS.performance)), before: before('performance uncached'),
      },
    } : {}),
  });
};

export const printDriverApp = (app) => {
  console.info(
    '\nDriver app /driver (phone, 390×844; slow mobile: 150 ms latency, 1.6 Mbit/s down, 0.75 Mbit/s up, CPU 4× slower, via CDP)',
  );
  console.table({
    "today's run shown, empty cache (ms)": { now: app.shownMs, before: PREVIOUS_DRIVER.shownMs, target: '≤ 2,500', '': verdict(app.shownMs <= 2500) },
    'JavaScript, gzipped, shell start included (KB)': { now: app.kb, before: PREVIOUS_DRIVER.kb, target: '≤ 150', '': verdict(app.kb <= 150) },
    '  of which before the run shows (KB)': { now: app.kbShown, target: '', '': '' },
    '50 queued actions replayed, local network (ms)': {
      now: app.replayMs ?? '–',
      target: '≤ 5,000',
      '': verdict(app.replayMs != null && app.replayMs <= 5000),
    },
  });
  console.info(`each cold visit (ms / KB): ${app.visits.map((visit) => `${visit.shownMs} / ${visit.kb}`).join(', ')}`);
};
