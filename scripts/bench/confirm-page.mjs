// The public confirmation page (/jobs/confirmJob?token=…, ADR 18) as a phone opens it from a text:
// the JavaScript it downloads from an empty cache, gzipped, the shell's start included; and how long
// until its Confirm button shows on a slow mobile connection (1.6 Mbit/s down, 150 ms latency, the
// CPU slowed 4×), from an empty cache and on a second visit with the cache warm.
import { countScripts, launchPhoneBrowser, median, PHONE, throttle } from './slow-phone.mjs';

const RUNS = Number(process.env.BENCH_CONFIRM_RUNS ?? 3);
// The page speaks its reader's language: the button says Confirm in English, Bekräfta in Swedish.
const CONFIRM_NAMES = ['Confirm', 'Bekräfta'];
const CONFIRM_BUTTON = { name: new RegExp(`^(${CONFIRM_NAMES.join('|')})$`) };

// Marks, in the page's own clock, the moment a Confirm button is in the document and laid out.
const markConfirmShown = (names) => {
  const seen = () => [...document.querySelectorAll('button')].some((b) => names.includes(b.textContent?.trim()) && b.offsetHeight > 0);
  new MutationObserver((_records, observer) => {
    if (!seen()) return;
    performance.mark('confirm-shown');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

const shownAt = async (page) => {
  await page.getByRole('button', CONFIRM_BUTTON).waitFor({ timeout: 60_000 });
  return Math.round(await page.evaluate(() => performance.getEntriesByName('confirm-shown')[0]?.startTime ?? performance.now()));
};

/** Gzipped KB of every script the page loads until it is idle, from an empty cache. */
const downloadedKb = async (browser, url) => {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', CONFIRM_BUTTON).waitFor();
    if (process.env.BENCH_VERBOSE)
      scripts.each.forEach((bytes, file) => console.info(`  confirm page ${(bytes / 1024).toFixed(1)} KB ${new URL(file).pathname}`));
    return scripts.kb();
  } finally {
    await context.close();
  }
};

/** One phone: a first visit from an empty cache, then a second visit of the same link. */
const timedVisits = async (browser, url) => {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(markConfirmShown, CONFIRM_NAMES);
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url);
    const uncached = await shownAt(page);
    await page.waitForLoadState('networkidle');
    await page.goto(url);
    return { uncached, cached: await shownAt(page) };
  } finally {
    await context.close();
  }
};

/** The page's figures for one link (viewing does not use it up; `RUNS` phones, the median of each). */
export const measureConfirmPage = async ({ shellUrl, token }) => {
  const url = `${shellUrl}/jobs/confirmJob?token=${token}`;
  const browser = await launchPhoneBrowser();
  try {
    const kb = await downloadedKb(browser, url);
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await timedVisits(browser, url));
    return {
      kb,
      uncachedMs: median(visits.map((visit) => visit.uncached)),
      cachedMs: median(visits.map((visit) => visit.cached)),
      runs: visits,
    };
  } finally {
    await browser.close();
  }
};
