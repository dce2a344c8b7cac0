// The figures README.md "Figures" carried before this run, printed beside each new figure so a
// change is seen at once. Update them together with the README.
// Keys: `${dialect} ${resource} ${load} ${connections}` → 'req/s, p50 / p99 ms'.
export const PREVIOUS_API = {
  // 27 Nov, compiled, load average 1.4–1.6 on 2 cores (API CPU per request in brackets).
  'SQLite trucks same query (reused) 1': '1,000/s, 0 / 4 ms (0.91 ms CPU, load 1.6)',
  'SQLite trucks same query (reused) 10': '1,591/s, 4 / 16 ms (0.64 ms CPU, load 1.5)',
  'SQLite trucks same query (reused) 50': '1,841/s, 26 / 60 ms (0.56 ms CPU, load 1.5)',
  'SQLite trucks varying query 10': '403/s, 22 / 52 ms (2.80 ms CPU, load 1.5)',
  'SQLite trucks varying + 5 % writes 10': '361/s, 25 / 69 ms (2.89 ms CPU, load 1.4)',
  'SQLite trucks varying + 20 % writes 10': '471/s, 19 / 53 ms (2.24 ms CPU, load 1.4)',
  'SQLite customers same query (reused) 1': '1,383/s, 0 / 2 ms (0.58 ms CPU, load 1.5)',
  'SQLite customers same query (reused) 10': '2,008/s, 4 / 13 ms (0.49 ms CPU, load 1.5)',
  'SQLite customers same query (reused) 50': '2,043/s, 24 / 51 ms (0.51 ms CPU, load 1.5)',
  'SQLite customers varying query 10': '437/s, 21 / 50 ms (2.37 ms CPU, load 1.5)',
  'SQLite customers varying + 5 % writes 10': '473/s, 19 / 46 ms (2.21 ms CPU, load 1.4)',
  'SQLite customers varying + 20 % writes 10': '484/s, 19 / 46 ms (2.18 ms CPU, load 1.4)',
  'SQLite customers/invoices same query (reused) 10': '4,941/s, 2 / 4 ms (0.20 ms CPU, load 1.4)',
  'SQLite customers/invoices varying query 10': '2,693/s, 3 / 8 ms (0.38 ms CPU, load 1.3)',
  'SQLite /_health ceiling 10': '21,037/s (load 1.4)',
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
  'SQLite list': '106/s, 94 / 216 ms (10.14 ms CPU, 27 Nov, load 1.4)',
  'SQLite board': '2,110/s, 4 / 11 ms (0.49 ms CPU, 27 Nov, load 1.6)',
  'SQLite drop': '100/s, p99 39 ms (27 Nov, load 1.6)',
  'SQLite board beside drops': '695/s, p99 48 ms (27 Nov, load 1.6)',
  'SQLite health': '19,085/s, 0 / 1 ms (27 Nov, load 1.5)',
  'PostgreSQL list': '9/s, 1,001 / 1,612 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board': '511/s, 17 / 46 ms (23 Nov, load 3.5–7)',
  'PostgreSQL drop': '8/s, 238 / 510 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board beside drops': '264/s, 24 / 102 ms (23 Nov, load 3.5–7)',
  'PostgreSQL health': '3,897/s, 2 / 10 ms (23 Nov, load 3.5–7)',
};

// Peak resident memory of the API over the lists part (SQLite: 27 Nov, load 1.4–1.6, compiled; PostgreSQL: 25 Nov).
export const PREVIOUS_MEMORY_MB = { SQLite: 172, PostgreSQL: 239 };

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
  // 27 Nov, load 1.0–1.1.
  'SQLite drafts': '1.0 s',
  'SQLite finalise': '8.3 s',
  'SQLite total': '9.3 s',
  'SQLite pdf': '209/s',
  // 27 Nov, load 1.4; the day before, without the day-and-truck index and reused sums: 76/s, 115 / 409 ms.
  'SQLite performance': '3,279/s, 2 / 10 ms (0.33 ms CPU)',
  'SQLite performance uncached': '285/s, 34 / 82 ms (3.69 ms CPU)',
};
