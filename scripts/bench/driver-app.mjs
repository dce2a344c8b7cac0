// The driver's road app (/driver) on a slow phone: from navigation to today's run on the screen from
// an empty cache, the JavaScript it downloads (gzipped, the shell's start included), and 50 actions
// queued on the phone replayed to the API. The phone is the confirmation page's (slow-phone.mjs):
// 150 ms latency, 1.6 Mbit/s down, 0.75 Mbit/s up, the CPU slowed 4×.
import { countScripts, launchPhoneBrowser, median, PHONE, throttle } from './slow-phone.mjs';

const RUNS = Number(process.env.BENCH_DRIVER_RUNS ?? 3);
const REPLAYED = 50;

// Marks, in the page's clock, when the first stop of the run is laid out, when the queue's line says
// 50 actions wait, and when it says everything is sent after that.
const markMoments = () => {
  const mark = (name) => performance.getEntriesByName(name).length === 0 && performance.mark(name);
  new MutationObserver(() => {
    if ([...document.querySelectorAll('article')].some((a) => a.offsetHeight > 0)) mark('run-shown');
    const status = document.querySelector('[data-testid="queue-status"]')?.textContent ?? '';
    if (/^50 /.test(status)) mark('queue-waiting');
    if (performance.getEntriesByName('queue-waiting').length > 0 && /Everything is sent|Allt är skickat/.test(status)) mark('queue-sent');
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

const markAt = (page, name) => page.evaluate((n) => Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1), name);

/** A phone signed in as the driver (the token the sign-in link leaves) in the English of the app. */
const driverPhone = async (browser, token) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ([session]) => {
      localStorage.setItem('token', session);
      localStorage.setItem('haulage:driver-language', 'en');
      localStorage.setItem('haulage:driver-position', 'denied');
    },
    [token],
  );
  await context.addInitScript(markMoments);
  return context;
};

/**
 * One cold visit: the time to the run, and the scripts' gzipped bytes when it shows and once the
 * page is idle (the stop's forms and signature pad, fetched after the run shows so they work in a
 * dead spot, count in the second and in the target).
 */
const coldVisit = async (browser, url, token) => {
  const context = await driverPhone(browser, token);
  try {
    const page = await context.newPage();
    const scripts = countScripts(page);
    await throttle(context, page);
    await page.goto(url);
    await page.locator('article').first().waitFor({ timeout: 60_000 });
    const shownMs = await markAt(page, 'run-shown');
    const kbShown = scripts.kb();
    await page.waitForLoadState('networkidle');
    if (process.env.BENCH_VERBOSE)
      scripts.each.forEach((bytes, file) => console.info(`  driver app ${(bytes / 1024).toFixed(1)} KB ${file}`));
    return { shownMs, kbShown, kb: scripts.kb() };
  } finally {
    await context.close();
  }
};

/** 50 problems put on the phone's queue, then the page opened on the local network: how long until the API has them all. */
const replay = async (browser, url, token, job) => {
  const context = await driverPhone(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('article').first().waitFor({ timeout: 60_000 });
    await page.evaluate(
      async ({ count, job: { documentId, stops } }) => {
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open('haulage-driver');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const store = db.transaction('queue', 'readwrite').objectStore('queue');
        for (let n = 0; n < count; n += 1) {
          const clientId = crypto.randomUUID();
          const data = {
            stop: stops[0].documentId,
            kind: 'damage',
            note: `Bench ${n}`,
            at: new Date().toISOString(),
            position: null,
            clientId,
          };
          store.add({ clientId, action: { kind: 'problem', job: documentId, data }, queuedAt: data.at, attempts: 0 });
        }
        await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      },
      { count: REPLAYED, job },
    );
    await page.reload();
    // The marks, not the text: the line reads "Everything is sent" only after the 50 were seen waiting.
    await page.waitForFunction(() => performance.getEntriesByName('queue-sent').length > 0, null, { timeout: 120_000 });
    const [waiting, sent] = [await markAt(page, 'queue-waiting'), await markAt(page, 'queue-sent')];
    return waiting < 0 || sent < 0 ? null : sent - waiting;
  } finally {
    await context.close();
  }
};

export const measureDriverApp = async ({ shellUrl, token, job }) => {
  const url = `${shellUrl}/driver`;
  const browser = await launchPhoneBrowser();
  try {
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await coldVisit(browser, url, token));
    return {
      shownMs: median(visits.map((visit) => visit.shownMs)),
      kb: median(visits.map((visit) => visit.kb)),
      kbShown: median(visits.map((visit) => visit.kbShown)),
      replayMs: await replay(browser, url, token, job),
      visits,
    };
  } finally {
    await browser.close();
  }
};
