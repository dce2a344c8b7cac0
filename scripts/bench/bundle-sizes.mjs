// Measures what a person's browser downloads: the gzipped JS of the shell's first load, of signing
// in through the form up to the dashboard, and what a first visit of an area adds, by loading the
// production builds in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../lib/apps.mjs';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const gzipKb = (path) => kb(gzipSync(readFileSync(path)).length);

const collectJs = (page, into) =>
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') && !response.headers()['content-type']?.includes('javascript')) return;
    try {
      into.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect or an aborted load has no body
    }
  });

const sum = (map) => kb([...map.values()].reduce((a, b) => a + b, 0));

// BENCH_VERBOSE=1 lists each file of a phase, to see what a figure is made of.
const list = (phase, map, skip = new Set()) => {
  if (!process.env.BENCH_VERBOSE) return;
  [...map].filter(([url]) => !skip.has(url)).forEach(([url, bytes]) => console.info(`  ${phase} ${kb(bytes)} KB ${new URL(url).pathname}`));
};

/** Signs in through the form and waits until the dashboard shows its figures and the page is idle. */
const signIn = async (page, admin) => {
  await page.getByLabel(/e-?mail/i).fill(admin.email);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/dashboard/);
  await page.getByRole('group', { name: 'Trucks by status' }).waitFor();
  await page.waitForLoadState('networkidle');
};

/**
 * A screen as the first one a person opens in its area: a fresh browser context signs in, waits
 * for the dashboard and what it fetches at idle, then opens the screen; its remote entry and every
 * chunk it loads are counted.
 */
const measureFirstVisit = async (browser, { shellUrl, admin, path }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loaded = new Map();
    collectJs(page, loaded);
    await page.goto(`${shellUrl}/login`, { waitUntil: 'networkidle' });
    await signIn(page, admin);
    const before = new Set(loaded.keys());
    await page.goto(`${shellUrl}${path}`, { waitUntil: 'networkidle' });
    const added = new Map([...loaded].filter(([url]) => !before.has(url)));
    list(path, added);
    return sum(added);
  } finally {
    await context.close();
  }
};

export const measureFirstLoads = async ({ shellUrl, admin, areas, firstVisits = [] }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const loaded = new Map();
    collectJs(page, loaded);
    await page.goto(`${shellUrl}/login`, { waitUntil: 'networkidle' });
    const shellFirstLoad = sum(loaded);
    list('login', loaded);
    const atLogin = new Set(loaded.keys());
    // Everything requested from an empty cache through sign-in until the dashboard shows its
    // figures: what a person waits for. What the page fetches at idle after that (the UI system
    // for the areas) is reported beside it, not hidden.
    await signIn(page, admin);
    // The page marks when its figures are drawn; what was requested before that is the first screen.
    const shown = new Set(await page.evaluate(() => {
      const at = performance.getEntriesByName('dashboard-shown')[0]?.startTime ?? Infinity;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime < at).map((entry) => entry.name);
    }));
    atLogin.forEach((url) => shown.add(url));
    const untilShown = new Map([...loaded].filter(([url]) => shown.has(url)));
    const dashboard = sum(untilShown);
    const afterDashboard = sum(new Map([...loaded].filter(([url]) => !shown.has(url))));
    list('dashboard', untilShown, atLogin);
    list('idle after dashboard', loaded, shown);
    const visits = {};
    for (const area of areas) {
      const before = new Set(loaded.keys());
      await page.goto(`${shellUrl}${area.path}`, { waitUntil: 'networkidle' });
      const added = new Map([...loaded].filter(([url]) => !before.has(url)));
      visits[area.name] = sum(added);
      list(area.name, added);
    }
    const measured = [];
    for (const visit of firstVisits) measured.push({ ...visit, kb: await measureFirstVisit(browser, { shellUrl, admin, path: visit.path }) });
    return { shellFirstLoad, dashboard, afterDashboard, visits, firstVisits: measured };
  } finally {
    await browser.close();
  }
};

export const remoteEntrySize = (app) => gzipKb(join(ROOT, app, 'dist', 'remoteEntry.js'));
