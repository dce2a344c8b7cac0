// The phone the public pages are measured on (the confirmation and tracking pages, the driver's app): a
// 390×844 touch screen in Chromium, throttled through CDP to a slow mobile connection (150 ms
// latency, 1.6 Mbit/s down, 0.75 Mbit/s up) with the CPU slowed 4×, and the scripts it downloads.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const SLOW_MOBILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const SLOW_PHONE_TEXT = 'slow mobile: 150 ms latency, 1.6 Mbit/s down, 0.75 Mbit/s up, CPU 4× slower, via CDP';

export const launchPhoneBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** Slows the page's network and CPU as a slow phone's. */
export const throttle = async (context, page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_MOBILE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

/** Counts the gzipped size of every script the page receives; `kb()` the sum so far, `each` by address. */
export const countScripts = (page) => {
  const sizes = new Map();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') && !response.headers()['content-type']?.includes('javascript')) return;
    sizes.set(response.url(), gzipSync(await response.body().catch(() => Buffer.alloc(0))).length);
  });
  return { each: sizes, kb: () => Math.round(([...sizes.values()].reduce((a, b) => a + b, 0) / 1024) * 10) / 10 };
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
