// The figures README.md "Figures" carried before this run, printed beside each new figure so a
// change is seen at once. Update them together with the README.
// Keys: `${dialect} ${resource} ${load} ${connections}` → 'req/s, p50 / p99 ms'.
export const PREVIOUS_API = {
  // 27 Nov (later), compiled, load average 1.4–1.8 on 2 cores (API CPU per request in brackets).
  'SQLite trucks same query (reused) 1': '1,250/s, 0 / 3 ms (0.74 ms CPU, load 1.6)',
  'SQLite trucks same query (reused) 10': '1,848/s, 4 / 15 ms (0.56 ms CPU, load 1.6)',
  'SQLite trucks same query (reused) 50': '1,903/s, 24 / 56 ms (0.56 ms CPU, load 1.6)',
  'SQLite trucks varying query 10': '792/s, 11 / 31 ms (1.49 ms CPU, load 1.6)',
  'SQLite trucks varying + 5 % writes 10': '871/s, 10 / 28 ms (1.32 ms CPU, load 1.8)',
  'SQLite trucks varying + 20 % writes 10': '904/s, 10 / 27 ms (1.28 ms CPU, load 1.7)',
  'SQLite customers same query (reused) 1': '1,690/s, 0 / 2 ms (0.50 ms CPU, load 1.6)',
  'SQLite customers same query (reused) 10': '2,188/s, 3 / 12 ms (0.46 ms CPU, load 1.6)',
  'SQLite customers same query (reused) 50': '2,288/s, 20 / 44 ms (0.45 ms CPU, load 1.5)',
  'SQLite customers varying query 10': '1,438/s, 6 / 17 ms (0.80 ms CPU, load 1.5)',
  'SQLite customers varying + 5 % writes 10': '1,231/s, 7 / 22 ms (0.96 ms CPU, load 1.9)',
  'SQLite customers varying + 20 % writes 10': '1,182/s, 7 / 25 ms (0.99 ms CPU, load 1.8)',
  'SQLite customers/invoices same query (reused) 10': '4,818/s, 1 / 4 ms (0.21 ms CPU, load 1.7)',
  'SQLite customers/invoices varying query 10': '3,393/s, 2 / 5 ms (0.31 ms CPU, load 1.5)',
  'SQLite /_health ceiling 10': '24,003/s (load 1.5)',
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
  'SQLite list': '168/s, 55 / 125 ms (6.76 ms CPU, 27 Nov, load 1.5)',
  'SQLite board': '2,622/s, 3 / 8 ms (0.40 ms CPU, 27 Nov, load 1.6)',
  'SQLite drop': '117/s, 14 / 38 ms (27 Nov, load 1.5)',
  'SQLite board beside drops': '398/s, 15 / 56 ms (27 Nov, load 1.5)',
  'SQLite health': '23,269/s, 0 / 1 ms (27 Nov, load 1.5)',
  'PostgreSQL list': '9/s, 1,001 / 1,612 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board': '511/s, 17 / 46 ms (23 Nov, load 3.5–7)',
  'PostgreSQL drop': '8/s, 238 / 510 ms (23 Nov, load 3.5–7)',
  'PostgreSQL board beside drops': '264/s, 24 / 102 ms (23 Nov, load 3.5–7)',
  'PostgreSQL health': '3,897/s, 2 / 10 ms (23 Nov, load 3.5–7)',
};

// Peak resident memory of the API over the lists part (SQLite: 27 Nov, load 1.4–1.8, compiled, --optimize-for-size; PostgreSQL: 25 Nov).
export const PREVIOUS_MEMORY_MB = { SQLite: 151, PostgreSQL: 239 };

// 28 Nov, after the federation runtime shipped once (docs/adr/0044).
export const PREVIOUS_BUNDLES_KB = {
  shellFirstLoad: 161,
  dashboard: 184.4,
  afterDashboard: 131.9,
  remoteEntry: { fleet: 8.9, jobs: 9.2, customers: 8.8, finance: 8.8 },
  visit: { fleet: 57, jobs: 51.9, customers: 43.9, finance: 45.4, 'jobs board': 87.8 },
};

// The public confirmation page (28 Nov, load 12–14.5, docs/adr/0044) and confirmations under load
// (25 Nov, load 11–14; the 28 Nov runs at load 9–14 gave 332–499/s).
export const PREVIOUS_CONFIRM = {
  pageKb: 114.8,
  uncachedMs: 1850,
  cachedMs: 1258,
  confirmations: '995/s, 6 / 40 ms',
};

// The driver app and the tracking page on the slow phone, 28 Nov, load 12–14.5 (docs/adr/0044).
export const PREVIOUS_DRIVER = { shownMs: 2391, kb: 143.7 };
export const PREVIOUS_TRACKING = { kb: 114.3, uncachedMs: 1977, cachedMs: 1232 };

// Finance (finance-bench.mjs), `${dialect} ${key}`: api/src/modules/finance/README.md before this
// part existed (SQLite, shared 2-core machine; the performance figure measured in-process).
export const PREVIOUS_FINANCE = {
  // 27 Nov, load 1.0–1.1.
  'SQLite drafts': '1.0 s',
  'SQLite finalise': '8.3 s',
  'SQLite total': '9.3 s',
  'SQLite pdf': '209/s',
  // 27 Nov, load 1.4; the day before, without the day-and-truck index and reused sums: 76/s, 115 / 409 ms.
  'SQLite performance': '3,104/s, 2 / 8 ms (0.36 ms CPU)',
  'SQLite performance uncached': '338/s, 30 / 65 ms (3.28 ms CPU)',
};
