import AxeBuilder from '@axe-core/playwright';
import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';
import { AREAS } from '../support/areas';
import { startRemote, stopRemote } from '../support/remote-control';
import { JWT_SECRET, URLS } from '../support/stack-config';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The link's token exactly as the API derives it (confirmations/model/confirmation-token.ts). */
const confirmationToken = (linkDocumentId: string): string =>
  createHmac('sha256', JWT_SECRET).update(`job-confirmation:${linkDocumentId}`, 'utf8').digest('base64url');

const inDays = (days: number, hour: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

const json = async (path: string, token: string, init: RequestInit = {}) => {
  const response = await apiRequest(path, { ...init, token });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

interface SentJob {
  documentId: string;
  jobNumber: number;
  token: string;
}

/**
 * A job with a pickup two days ahead, sent for confirmation to a contact who agreed to texts. The
 * outbox keeps the text with a placeholder, so the token is derived from the message's link id.
 */
const sendJobForConfirmation = async (admin: string): Promise<SentJob> => {
  const customer = (await json('/api/customers?sort=companyName:asc&pagination[pageSize]=1&filters[customerStatus][$eq]=active', admin))
    .data[0];
  const destination = (await json('/api/destinations?sort=name:asc&pagination[pageSize]=1', admin)).data[0];
  const post = (path: string, data: unknown) => json(path, admin, { method: 'POST', body: JSON.stringify({ data }) });
  const contact = (
    await post('/api/customer-contacts', {
      customer: customer.documentId,
      firstName: 'Sigrid',
      lastName: `Åkesson${Date.now() % 100000}`,
      phoneNumber: '070-123 45 67',
      smsConsent: true,
    })
  ).data;
  const job = (
    await post('/api/jobs', {
      customer: customer.documentId,
      contact: contact.documentId,
      plannedDate: inDays(2, 0).slice(0, 10),
      goodsDescription: 'Paper reels',
      pallets: 18,
      weightKg: 12500,
      stops: [{ type: 'pickup', destination: destination.documentId, plannedFrom: inDays(2, 6), plannedTo: inDays(2, 7) }],
    })
  ).data as { documentId: string; jobNumber: number };
  await post('/api/jobs/sms-meta-data', { job: job.documentId, recipientType: 'customer_contact' });
  const messages = (await json('/api/sms-messages?sort=createdAt:desc&pagination[pageSize]=20', admin)).data as Array<{
    body: string;
    relatedDocumentId: string | null;
  }>;
  const sms = messages.find((message) => message.body.includes(`job ${job.jobNumber} `));
  if (!sms?.relatedDocumentId) throw new Error(`No confirmation text for job ${job.jobNumber}`);
  return { ...job, token: confirmationToken(sms.relatedDocumentId) };
};

/** Every script the page requests, with its gzipped size once it has arrived. */
const recordScripts = (page: Page) => {
  const requested: string[] = [];
  const gzipped = new Map<string, number>();
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    gzipped.set(response.url(), gzipSync(await response.body().catch(() => Buffer.alloc(0))).length);
  });
  return { requested, totalKb: () => Math.round([...gzipped.values()].reduce((a, b) => a + b, 0) / 102.4) / 10 };
};

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}
const filesOf = (assets: { js: { sync: string[]; async: string[] } }) => [...assets.js.sync, ...assets.js.async];

/**
 * What the confirmation page must never load, read from the builds' manifests: the UI system
 * (Chakra, `@haulage/shared/ui`) as the shell and every area build it, the jobs area's screens
 * (`./lifecycles` and its chunks, beyond what `./confirm` shares with it), and the other areas.
 */
const forbiddenScripts = async () => {
  const apps = [{ key: 'shell' }, ...AREAS];
  const urls = new Set<string>();
  for (const { key } of apps) {
    const manifest = (await (await fetch(`${URLS[key]}/mf-manifest.json`)).json()) as Manifest;
    const ui = manifest.shared.find((entry) => entry.name === '@haulage/shared/ui');
    if (!ui) throw new Error(`${key} shares no UI system: the check would prove nothing`);
    filesOf(ui.assets).forEach((file) => urls.add(`${URLS[key]}/${file}`));
    if (key === 'jobs') {
      const expose = (name: string) => manifest.exposes.find((entry) => entry.name === name);
      const confirm = new Set(filesOf(expose('confirm')!.assets));
      filesOf(expose('lifecycles')!.assets)
        .filter((file) => !confirm.has(file))
        .forEach((file) => urls.add(`${URLS[key]}/${file}`));
    }
  }
  const otherAreas = AREAS.filter((area) => area.key !== 'jobs').map((area) => URLS[area.key]!);
  return { urls, otherAreas };
};

/** What axe-core finds wrong on the page, of any impact. */
const axeViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}`);
};

const dispatcherOn = async (browser: Browser, admin: string, path: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useStoredToken(page, admin);
  await page.goto(path);
  return { page, close: () => context.close() };
};

test('a person confirms a job from the text on a phone, the office sees it, and the link is then used', async ({ browser }) => {
  const admin = await apiLogin();
  const job = await sendJobForConfirmation(admin);
  const forbidden = await forbiddenScripts();
  const office = await dispatcherOn(browser, admin, `/jobs/jobDetails?id=${job.documentId}`);
  const confirmation = office.page.getByRole('region', { name: 'Confirmation' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).not.toContainText('Confirmed');

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  const scripts = recordScripts(page);
  await page.goto(`/jobs/confirmJob?token=${job.token}`);

  await expect(page.getByRole('heading', { level: 1, name: `Confirm job ${job.jobNumber}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/confirmJob\\?token=${job.token}$`));
  await expect(page).toHaveTitle(`Confirm job ${job.jobNumber} · Haulage`);
  await expect(page.getByText('asks you to confirm this job.')).toBeVisible();
  await expect(page.getByText('Paper reels · 18 pallets · 12 500 kg')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Pickup');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign (in|out)/i })).toHaveCount(0);

  // Made for a thumb on a 390 px screen: big buttons, nothing wider than the screen.
  const confirm = page.getByRole('button', { name: 'Confirm' });
  for (const button of [confirm, page.getByRole('button', { name: 'Decline' })]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Thank you. Job ${job.jobNumber}`);
  await expect(page.getByRole('status')).toContainText('is confirmed');
  await expect(page.getByRole('heading', { level: 1, name: 'Job confirmed' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // The office's open details page follows without a reload (realtime `jobs` topic).
  await expect(confirmation).toContainText('Confirmed');
  expect((await json(`/api/jobs/${job.documentId}`, admin)).data.confirmationStatus).toBe('confirmed');
  await office.close();

  // Only React, the shell and the page itself: no UI system, no area screens, no other area.
  await page.waitForLoadState('networkidle');
  const loadedForbidden = scripts.requested.filter(
    (url) => forbidden.urls.has(url.split('?')[0]!) || forbidden.otherAreas.some((origin) => url.startsWith(origin)),
  );
  expect(loadedForbidden).toEqual([]);
  expect(scripts.requested.some((url) => url.startsWith(URLS.jobs!))).toBe(true);
  // The page's budget (spec): at most 150 KB of JavaScript, gzipped, the shell's start included.
  const downloaded = scripts.totalKb();
  test.info().annotations.push({ type: 'JavaScript downloaded (gzipped)', description: `${downloaded} KB` });
  expect(downloaded).toBeLessThanOrEqual(150);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('The job was confirmed with this link.');
  await expect(page.getByRole('button')).toHaveCount(0);
  await phone.close();
});

test('a person declines with a reason, and the office reads it in the job’s history', async ({ browser }) => {
  const admin = await apiLogin();
  const job = await sendJobForConfirmation(admin);
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto(`/jobs/confirmJob?token=${job.token}`);

  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('textbox', { name: 'Reason for declining (optional)' }).fill('No one at the dock that day');
  await page.getByRole('button', { name: 'Decline the job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job declined' })).toBeVisible();
  await expect(page.getByText('Your reason: No one at the dock that day')).toBeVisible();

  const stored = (await json(`/api/jobs/${job.documentId}?populate=statusHistory`, admin)).data;
  expect(stored.confirmationStatus).toBe('declined');
  expect(JSON.stringify(stored.statusHistory)).toContain('No one at the dock that day');
  await phone.close();
});

test('an unknown link and a link without a token each get a clear page, never the sign-in', async ({ browser }) => {
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto(`/jobs/confirmJob?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Check that the whole address from the text message was opened.');
  await expect(page).toHaveURL(/\/jobs\/confirmJob\?token=x+$/);

  await page.goto('/jobs/confirmJob');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toHaveCount(0);
  await phone.close();
});

test('with the jobs remote down the link says the page could not be loaded, and Try again shows the job', async ({ browser }) => {
  const job = await sendJobForConfirmation(await apiLogin());
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await stopRemote('jobs');
  try {
    await page.goto(`/jobs/confirmJob?token=${job.token}`);
    await expect(page.getByRole('alert')).toHaveText(/^This page could not be loaded\./);
    await expect(page.getByRole('alert')).not.toContainText('area');
  } finally {
    await startRemote('jobs');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Confirm job ${job.jobNumber}` })).toBeVisible();
  await phone.close();
});
