// The customer's tracking page (/jobs/trackJob?token=…) as a phone opens it from a message, with the
// confirmation page's settings (confirm-page.mjs): the JavaScript it downloads from an empty cache,
// gzipped, the shell's start included; and how long until the job's timeline shows on a slow mobile
// connection (1.6 Mbit/s down, 150 ms latency, the CPU slowed 4×), from an empty cache and on a second visit.
import { prepareDriverRun } from './driver-setup.mjs';
import { countScripts, launchPhoneBrowser, median, PHONE, throttle } from './slow-phone.mjs';

const RUNS = Number(process.env.BENCH_TRACK_RUNS ?? 3);
const TIMELINE = '.tj-timeline li';

// Marks, in the page's own clock, the moment the timeline's steps are in the document and laid out.
const markTimelineShown = () => {
  const seen = () => [...document.querySelectorAll('.tj-timeline li')].some((li) => li.offsetHeight > 0);
  new MutationObserver((_records, observer) => {
    if (!seen()) return;
    performance.mark('timeline-shown');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

const shownAt = async (page) => {
  await page.locator(TIMELINE).first().waitFor({ timeout: 60_000 });
  return Math.round(await page.evaluate(() => performance.getEntriesByName('timeline-shown')[0]?.startTime ?? performance.now()));
};

/** Gzipped KB of every script the page loads until it is idle, from an empty cache. */
const downloadedKb = async (browser, url) => {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(TIMELINE).first().waitFor();
    if (process.env.BENCH_VERBOSE)
      scripts.each.forEach((bytes, file) => console.info(`  tracking page ${(bytes / 1024).toFixed(1)} KB ${new URL(file).pathname}`));
    return scripts.kb();
  } finally {
    await context.close();
  }
};

/** One phone, slowed: a first visit from an empty cache, then a second visit of the same link. */
const timedVisits = async (browser, url) => {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(markTimelineShown);
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

/** A job planned today on the bench's API (driver-setup.mjs) and the office's tracking link for it. */
export const prepareTrackingLink = async (api) => {
  const { job } = await prepareDriverRun(api);
  const response = await fetch(`${api.url}/api/jobs/${job.documentId}/tracking-link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`the tracking link could not be made: ${response.status} ${JSON.stringify(body)}`);
  return new URL(body.data.url).searchParams.get('token');
};

/** The page's figures for one link (`RUNS` phones, the median of each). */
export const measureTrackPage = async ({ shellUrl, token }) => {
  const url = `${shellUrl}/jobs/trackJob?token=${token}`;
  const browser = await launchPhoneBrowser();
  try {
    const kb = await downloadedKb(browser, url);
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await timedVisits(browser, url));
    return { kb, uncachedMs: median(visits.map((v) => v.uncached)), cachedMs: median(visits.map((v) => v.cached)), runs: visits };
  } finally {
    await browser.close();
  }
};
