// The figures README.md "Figures" carried before this run, printed beside each new figure so a
// change is seen at once. Update them together with the README.
// Keys: `${dialect} ${resource} ${load} ${connections}` → 'req/s, p50 / p99 ms'.
export const PREVIOUS_API = {
  'SQLite trucks same query (reused) 1': '1,684/s, 0 / 1 ms',
  'SQLite trucks same query (reused) 10': '2,225/s, 3 / 9 ms',
  'SQLite trucks same query (reused) 50': '2,235/s, 20 / 42 ms',
  'SQLite customers same query (reused) 1': '2,091/s, 0 / 0 ms',
  'SQLite customers same query (reused) 10': '2,754/s, 3 / 7 ms',
  'SQLite customers same query (reused) 50': '2,746/s, 17 / 34 ms',
  'SQLite trucks varying query 10': '≈950/s (no reuse, before ADR 8)',
  'PostgreSQL trucks same query (reused) 1': '868/s, 0 / 3 ms',
  'PostgreSQL trucks same query (reused) 10': '1,721/s, 5 / 11 ms',
  'PostgreSQL trucks same query (reused) 50': '1,724/s, 27 / 51 ms',
  'PostgreSQL customers same query (reused) 1': '966/s, 0 / 2 ms',
  'PostgreSQL customers same query (reused) 10': '1,442/s, 6 / 16 ms',
  'PostgreSQL customers same query (reused) 50': '1,568/s, 29 / 51 ms',
  'SQLite /_health ceiling 10': '32,160/s',
  'PostgreSQL /_health ceiling 10': '7,827/s',
};

// Jobs (jobs-bench.mjs), `${dialect} ${key}` → 'req/s, p50 / p99 ms'.
export const PREVIOUS_JOBS = {
  'SQLite list': '17/s, 508 / 2,681 ms',
  'SQLite board': '790/s, 11 / 34 ms',
  'SQLite drop': '81/s, 23 / 59 ms',
  'SQLite board beside drops': '265/s, 26 / 84 ms',
  'SQLite health': '4,792/s, 1 / 6 ms',
  'PostgreSQL list': '9/s, 1,001 / 1,612 ms',
  'PostgreSQL board': '511/s, 17 / 46 ms',
  'PostgreSQL drop': '8/s, 238 / 510 ms',
  'PostgreSQL board beside drops': '264/s, 24 / 102 ms',
  'PostgreSQL health': '3,897/s, 2 / 10 ms',
};

export const PREVIOUS_MEMORY_MB = { SQLite: 198, PostgreSQL: 193 };

export const PREVIOUS_BUNDLES_KB = {
  shellFirstLoad: 180.4,
  dashboard: 327,
  remoteEntry: { fleet: 8.9, jobs: 9, customers: 8.8 },
  visit: { fleet: 55.7, jobs: 47.9, customers: 42.1, 'jobs board': 82.4 },
};

// The public confirmation page and confirmations under load (confirm-*.mjs), 25 Nov, load 11–14.
export const PREVIOUS_CONFIRM = {
  pageKb: 136.8,
  uncachedMs: 2352,
  cachedMs: 1407,
  confirmations: '995/s, 6 / 40 ms',
};
