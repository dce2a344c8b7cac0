import AxeBuilder from '@axe-core/playwright';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { AREAS } from '../support/areas';
import { createJobWithContact, dispatcherOn, json, PHONE, sendJobForConfirmation, tokenOf } from '../support/confirmations';
import { startRemote, stopRemote } from '../support/remote-control';
import { URLS } from '../support/stack-config';

/** Every script the page requests, with its gzipped size once it has arrived. */
const recordScripts = (page: Page) => {
  const requested: string[] = [];
  const gzipped = new Map<string, number>();
  const encodings = new Map<string, string>();
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'none');
    gzipped.set(response.url(), gzipSync(await response.body().catch(() => Buffer.alloc(0))).length);
  });
  return {
    requested,
    encodings,
    totalKb: () => Math.round([...gzipped.values()].reduce((a, b) => a + b, 0) / 102.4) / 10,
  };
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

/** A day as an English reader reads it ("27 Nov 2026"), as the page writes it through the catalogue's formats. */
const englishDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Stockholm' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );

test('a dispatcher asks on the job page and copies the link, a person confirms it in Swedish on a phone, the office’s open details, list and board turn confirmed, and the link is then used', async ({
  browser,
}) => {
  const admin = await apiLogin();
  const job = await createJobWithContact(admin, { language: 'sv' });
  const forbidden = await forbiddenScripts();
  const office = await dispatcherOn(browser, admin, `/jobs/jobDetails?id=${job.documentId}`, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const confirmation = office.page.getByRole('region', { name: 'Confirmation' });
  await expect(confirmation).toContainText('Not asked');
  await confirmation.getByRole('button', { name: 'Ask for confirmation' }).click();
  await office.page.getByRole('form', { name: 'Ask for confirmation' }).getByRole('button', { name: 'Send text message' }).click();
  await expect(confirmation).toContainText('Waiting for an answer');

  // The link is given to the dispatcher who asked, once, to copy and send another way.
  await confirmation.getByRole('button', { name: 'Copy link' }).click();
  await expect(office.page.getByText('Link copied')).toBeVisible();
  const link = await office.page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${URLS.shell}/jobs/confirmJob\\?token=[A-Za-z0-9_-]{43}$`));
  await expect(confirmation.getByRole('textbox', { name: 'Confirmation link' })).toHaveValue(link);
  const serious = (await new AxeBuilder({ page: office.page }).analyze()).violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const token = tokenOf(link);
  // The outbox an admin reads shows the text with its link redacted: not a working link, nor a broken one.
  const outbox = await json('/api/sms-messages?sort=createdAt:desc&pagination[pageSize]=20', admin);
  // The contact reads Swedish.
  const text = (outbox.data as Array<{ body: string }>).find((message) => message.body.includes(`uppdrag ${job.jobNumber} `))!.body;
  expect(text).toMatch(/\/jobs\/confirmJob\?token=\[redacted\]$/);
  expect(JSON.stringify(outbox)).not.toContain(token);
  // Another dispatcher watches the job list, a third the dispatch board of the job's day.
  const list = await dispatcherOn(browser, admin, `/jobs?search=${job.jobNumber}`);
  const row = list.page.getByRole('row').filter({ has: list.page.getByRole('link', { name: String(job.jobNumber), exact: true }) });
  await expect(row).toContainText('Waiting for an answer');
  const board = await dispatcherOn(browser, admin, `/jobs/jobPlanning?view=day&date=${job.plannedDate}`);
  const card = board.page.getByRole('article', { name: `Job ${job.jobNumber}` });
  await expect(card).toContainText('Asked');
  // Marks on the open pages: a reload would wipe them.
  for (const open of [office, list, board]) await open.page.evaluate(() => Object.assign(window, { stillOpen: true }));

  const phone = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const page = await phone.newPage();
  const scripts = recordScripts(page);
  await page.goto(link);

  // The page speaks the contact's Swedish, though the phone speaks English, with dates in the Swedish form.
  await expect(page.getByRole('heading', { level: 1, name: `Bekräfta uppdrag ${job.jobNumber}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/confirmJob\\?token=${token}$`));
  await expect(page).toHaveTitle(`Bekräfta uppdrag ${job.jobNumber} · Haulage`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByText('ber dig bekräfta det här uppdraget.')).toBeVisible();
  await expect(page.getByText(job.plannedDate, { exact: true })).toBeVisible();
  await expect(page.getByText('Paper reels · 18 pallar · 12 500 kg')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Upphämtning');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign (in|out)/i })).toHaveCount(0);

  // Made for a thumb on a 390 px screen: big buttons, nothing wider than the screen.
  const confirm = page.getByRole('button', { name: 'Bekräfta' });
  for (const button of [confirm, page.getByRole('button', { name: 'Avböj' })]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await confirm.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uppdraget är bekräftat' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Tack! Uppdrag ${job.jobNumber} den ${job.plannedDate}`);
  await expect(page.getByRole('status')).toContainText('är bekräftat');
  await expect(page.getByRole('heading', { level: 1, name: 'Uppdraget är bekräftat' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // The office's open pages follow without a reload (realtime `jobs` topic): details, list, board.
  await expect(confirmation).toContainText('Confirmed');
  await expect(row).toContainText('Confirmed');
  await expect(card).toContainText('Confirmed');
  for (const open of [office, list, board])
    expect(await open.page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
  // Answered, the link is no longer offered; opened anew, the page never shows it again.
  await expect(confirmation.getByRole('textbox', { name: 'Confirmation link' })).toHaveCount(0);
  await office.page.reload();
  await expect(confirmation).toContainText('Confirmed');
  await expect(confirmation.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  for (const open of [office, list, board]) await open.close();
  expect((await json(`/api/jobs/${job.documentId}`, admin)).data.confirmationStatus).toBe('confirmed');

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
  // …and a phone downloads those gzipped bytes, not the files as built.
  expect([...scripts.encodings].filter(([, encoding]) => encoding !== 'gzip')).toEqual([]);

  // The used link's refusal is in the reader's Swedish too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Länken är redan använd' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Uppdraget bekräftades med den här länken.');
  await expect(page.getByRole('button')).toHaveCount(0);
  await phone.close();
});

test('a contact who reads English sees the page in English on a 390 px phone set to Swedish, declines with a reason, and the office reads it in the job’s history', async ({
  browser,
}) => {
  const admin = await apiLogin();
  const job = await sendJobForConfirmation(admin, { language: 'en' });
  const phone = await browser.newContext({ ...PHONE, locale: 'sv-SE' });
  const page = await phone.newPage();
  await page.goto(`/jobs/confirmJob?token=${job.token}`);

  await expect(page.getByRole('heading', { level: 1, name: `Confirm job ${job.jobNumber}` })).toBeVisible();
  await expect(page).toHaveTitle(`Confirm job ${job.jobNumber} · Haulage`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('asks you to confirm this job.')).toBeVisible();
  await expect(page.getByText(englishDay(job.plannedDate), { exact: true })).toBeVisible();
  await expect(page.getByText('Paper reels · 18 pallets · 12,500 kg')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Pickup');
  for (const button of [page.getByRole('button', { name: 'Confirm' }), page.getByRole('button', { name: 'Decline' })]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('textbox', { name: 'Reason for declining (optional)' }).fill('No one at the dock that day');
  await page.getByRole('button', { name: 'Decline the job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job declined' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Job ${job.jobNumber} on ${englishDay(job.plannedDate)} is declined`);
  await expect(page.getByText('Your reason: No one at the dock that day')).toBeVisible();

  const stored = (await json(`/api/jobs/${job.documentId}?populate=statusHistory`, admin)).data;
  expect(stored.confirmationStatus).toBe('declined');
  expect(JSON.stringify(stored.statusHistory)).toContain('No one at the dock that day');
  await phone.close();
});

test('an unknown link and a link without a token each get a clear page in the phone’s language, never the sign-in', async ({ browser }) => {
  const phone = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const page = await phone.newPage();
  await page.goto(`/jobs/confirmJob?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Check that the whole address from the text message was opened.');
  await expect(page).toHaveURL(/\/jobs\/confirmJob\?token=x+$/);

  await page.goto('/jobs/confirmJob');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toHaveCount(0);
  await phone.close();

  // An unknown link cannot say whose it is: a phone that speaks neither English nor Swedish reads Swedish.
  const german = await browser.newContext({ ...PHONE, locale: 'de-DE' });
  const other = await german.newPage();
  await other.goto(`/jobs/confirmJob?token=${'x'.repeat(43)}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');
  await german.close();
});

test('with the jobs remote down the link says the page could not be loaded, and Try again shows the job', async ({ browser }) => {
  const job = await sendJobForConfirmation(await apiLogin(), { language: 'sv' });
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
  await expect(page.getByRole('heading', { level: 1, name: `Bekräfta uppdrag ${job.jobNumber}` })).toBeVisible();
  await phone.close();
});

test('the office sends selected jobs for confirmation from the list, and learns which could not be sent and why', async ({ browser }) => {
  const admin = await apiLogin();
  const reference = `BULK-${Date.now() % 1_000_000}`;
  const willing = await createJobWithContact(admin, { reference });
  const unwilling = await createJobWithContact(admin, { reference, smsConsent: false });
  const office = await dispatcherOn(browser, admin, `/jobs?search=${reference}`);
  const { page } = office;
  const rowOf = (jobNumber: number) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: String(jobNumber), exact: true }) });
  await expect(rowOf(willing.jobNumber)).toContainText('Not asked');
  await expect(rowOf(unwilling.jobNumber)).toBeVisible();

  // The box is drawn over a visually hidden input, which is what takes the click.
  await page.getByRole('checkbox', { name: 'Select all jobs on this page' }).check({ force: true });
  await expect(page.getByText('2 jobs selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send for confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for confirmation' });
  await expect(dialog.getByRole('radio', { name: 'Each job’s customer contact' })).toBeChecked();
  const serious = (await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send 2 jobs' }).click();
  await expect(dialog).toContainText('1 of 2 jobs sent for confirmation, 1 failed');
  await expect(dialog.getByRole('alert')).toHaveText(
    `Job ${unwilling.jobNumber}: ${unwilling.contactName} has not agreed to receive text messages`,
  );
  // The link of the job sent is given once, with Copy link; the job not sent has none.
  const given = dialog.getByRole('textbox', { name: `Confirmation link for job ${willing.jobNumber}` });
  await expect(given).toHaveValue(new RegExp(`^${URLS.shell}/jobs/confirmJob\\?token=[A-Za-z0-9_-]{43}$`));
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveCount(1);
  const address = await given.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(willing.jobNumber)).toContainText('Waiting for an answer');
  await expect(rowOf(unwilling.jobNumber)).toContainText('Not asked');

  // The link works, and answering it turns the row confirmed on the open list.
  const phone = await browser.newContext(PHONE);
  const link = await phone.newPage();
  await link.goto(address);
  await link.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(link.getByRole('heading', { level: 1, name: 'Uppdraget är bekräftat' })).toBeVisible();
  await expect(rowOf(willing.jobNumber)).toContainText('Confirmed');
  await phone.close();
  await office.close();
});
