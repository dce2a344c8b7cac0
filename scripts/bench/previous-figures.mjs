// The figures README.md "Figures" carried before this run, printed beside each new figure so a
// change is seen at once. Update them together with the README.
// Keys: `${dialect} ${resource} ${load} ${connections}` → 'req/s, p50 / p99 ms'.
export const PREVIOUS_API = {
  // 25 Nov, compiled, load average 17–19 on 2 cores (API CPU per request in brackets).
  'SQLite trucks same query (reused) 1': '1,093/s, 0 / 10 ms (0.46 ms CPU, load 19)',
  'SQLite trucks same query (reused) 10': '2,697/s, 3 / 15 ms (0.29 ms CPU, load 19)',
  'SQLite trucks same query (reused) 50': '2,689/s, 15 / 100 ms (0.28 ms CPU, load 19)',
  'SQLite trucks varying query 10': '201/s, 34 / 250 ms (1.47 ms CPU, load 19)',
  'SQLite trucks varying + 5 % writes 10': '272/s, 25 / 178 ms (1.29 ms CPU, load 19)',
  'SQLite trucks varying + 20 % writes 10': '375/s, 17 / 117 ms (1.09 ms CPU, load 19)',
  'SQLite customers same query (reused) 1': '3,386/s, 0 / 0 ms (0.23 ms CPU, load 18)',
  'SQLite customers same query (reused) 10': '3,890/s, 2 / 5 ms (0.21 ms CPU, load 18)',
  'SQLite customers same query (reused) 50': '1,194/s, 38 / 173 ms (0.25 ms CPU, load 19)',
  'SQLite customers varying query 10': '507/s, 11 / 87 ms (0.77 ms CPU, load 18)',
  'SQLite customers varying + 5 % writes 10': '372/s, 24 / 86 ms (0.81 ms CPU, load 17)',
  'SQLite customers varying + 20 % writes 10': '263/s, 35 / 129 ms (1.02 ms CPU, load 18)',
  'SQLite /_health ceiling 10': '21,963/s (load 17)',
  // 23 Nov, compiled, load average 3–6 (not rerun since).
  'PostgreSQL trucks same query (reused) 10': '602/s, 12 / 58 ms (load 3–6)',
  'PostgreSQL trucks varying query 10': '122/s, 75 / 163 ms (load 3–6)',
  'PostgreSQL trucks varying + 5 % writes 10': '105/s, 87 / 171 ms (load 3–6)',
  'PostgreSQL trucks varying + 20 % writes 10': '131/s, 70 / 154 ms (load 3–6)',
  'PostgreSQL customers same query (reused) 10': '680/s, 11 / 48 ms (load 3–6)',
  'PostgreSQL customers varying query 10': '123/s, 78 / 152 ms (load 3–6)',
  'PostgreSQL customers varying + 5 % writes 10': '103/s, 89 / 226 ms (load 3–6)',
  'PostgreSQL customers varying + 20 % writes 10': '116/s, 83 / 156 ms (load 3–6)',
  'PostgreSQL /_health ceiling 10': '2,687/s (load 3–6)',
};

// Jobs (jobs-bench.mjs), `${dialect} ${key}` → 'req/s, p50 / p99 ms'. SQLite: 25 Nov, load 17–19
// (at load 2.3 before the search changes: board 2,668/s, 3 / 11 ms; drop 228/s, 7 / 22 ms).
export const PREVIOUS_JOBS = {
  'SQLite list': '34/s, 289 / 631 ms (7.26 ms CPU, load 18)',
  'SQLite board': '469/s, 15 / 88 ms (0.51 ms CPU, load 19)',
  'SQLite drop': '55/s, 25 / 144 ms (1.24 ms CPU, load 19)',
  'SQLite board beside drops': '224/s, 21 / 189 ms (load 19)',
  'SQLite health': '5,319/s, 0 / 16 ms (load 19)',
  'PostgreSQL list': '9/s, 1,001 / 1,612 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board': '511/s, 17 / 46 ms (23 Nov, load 3.5–7)',
  'PostgreSQL drop': '8/s, 238 / 510 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board beside drops': '264/s, 24 / 102 ms (23 Nov, load 3.5–7)',
  'PostgreSQL health': '3,897/s, 2 / 10 ms (23 Nov, load 3.5–7)',
};

// Peak resident memory of the API over the lists part (SQLite: 25 Nov, load 17–19, compiled).
export const PREVIOUS_MEMORY_MB = { SQLite: 230, PostgreSQL: 239 };

export const PREVIOUS_BUNDLES_KB = {
  shellFirstLoad: 183,
  dashboard: 206.2,
  afterDashboard: 130.8,
  remoteEntry: { fleet: 8.9, jobs: 9, customers: 8.8 },
  visit: { fleet: 56, jobs: 47.9, customers: 43, 'jobs board': 82.3 },
};

// The public confirmation page and confirmations under load (confirm-*.mjs), 25 Nov, load 11–14.
export const PREVIOUS_CONFIRM = {
  pageKb: 136.8,
  uncachedMs: 2352,
  cachedMs: 1407,
  confirmations: '995/s, 6 / 40 ms',
};

// Finance (finance-bench.mjs), `${dialect} ${key}`: api/src/modules/finance/README.md before this
// part existed (SQLite, shared 2-core machine; the performance figure measured in-process).
export const PREVIOUS_FINANCE = {
  'SQLite drafts': '2.8 s',
  'SQLite finalise': '28 s',
  'SQLite total': '30.8 s',
  'SQLite pdf': '117/s',
  // 26 Nov through HTTP at 10 connections, before the day-and-truck index and reused sums (load 4.6);
  // in-process, one at a time, it was p50 5 / p99 21 ms.
  'SQLite performance': '76/s, 115 / 409 ms (10.8 ms CPU)',
  // 27 Nov, before the day-and-truck index and reused sums: every request ran the aggregate (load 3.5).
  'SQLite performance uncached': '90/s, 108 / 228 ms (10.2 ms CPU)',
};
