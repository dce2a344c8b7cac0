// Measures what a person's browser downloads: the gzipped JS of the shell's first load, and what
// a first visit of an area adds, by loading the production builds in Chromium.
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

export const measureFirstLoads = async ({ shellUrl, admin, areas }) => {
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
    await page.getByLabel(/e-?mail/i).fill(admin.email);
    await page.getByLabel(/password/i).fill(admin.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForURL(/dashboard/);
    await page.waitForLoadState('networkidle');
    const visits = {};
    for (const area of areas) {
      const before = new Set(loaded.keys());
      await page.goto(`${shellUrl}${area.path}`, { waitUntil: 'networkidle' });
      const added = new Map([...loaded].filter(([url]) => !before.has(url)));
      visits[area.name] = sum(added);
    }
    return { shellFirstLoad, visits };
  } finally {
    await browser.close();
  }
};

export const remoteEntrySize = (app) => gzipKb(join(ROOT, app, 'dist', 'remoteEntry.js'));
