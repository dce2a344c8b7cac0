import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/modules/finance/invoices/services/pdf-text';
import { apiLogin } from '../support/auth';
import { dispatcherOn, PHONE } from '../support/confirmations';
import { officeToday } from '../support/driver-run';
import { trackedJob } from '../support/tracking';

/** Serious or critical findings of axe-core on the page. */
const seriousViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.help}`);

const steps = (page: Page) => page.getByRole('list', { name: /Steps of the delivery|Leveransens steg/ }).getByRole('listitem');

test('an English customer follows the job on a phone before loading, after loading and after delivery', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin();
  const job = await trackedJob(admin, 'en');
  expect(job.link).toMatch(/\/jobs\/trackJob\?token=[A-Za-z0-9_-]{43}$/);
  const phone = await browser.newContext({ ...PHONE, locale: 'sv-SE' });
  const page = await phone.newPage();
  const [y, m, d] = officeToday().split('-').map(Number);
  const englishDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );

  // Before loading: the job is taken on, the truck is expected at the pickup.
  await page.goto(job.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your delivery' })).toBeVisible();
  await expect(page.getByText(`Job ${job.jobNumber}`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(steps(page).nth(0)).toContainText('Confirmed (done)');
  await expect(steps(page).nth(2)).toContainText(`Loaded (to come)Planned ${englishDay}, `);
  await expect(page.getByRole('region', { name: 'Next stop' })).toContainText('Pickup: ');
  await expect(page.getByText('Driver: Dana')).toBeVisible();
  await expect(page.getByText(/Track\d/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // After loading: on the way to the delivery.
  await job.load();
  await page.reload();
  await expect(steps(page).nth(2)).toContainText('Loaded (done)Happened');
  await expect(steps(page).nth(3)).toContainText('On the way (happening now)');
  await expect(page.getByRole('region', { name: 'Next stop' })).toContainText('Delivery: ');

  // After delivery: the proof, with its signature and photo through the link.
  await job.deliver('Eva Lund');
  await page.reload();
  const proof = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(proof).toContainText(`Signed by Eva Lund, ${englishDay}, `);
  await expect(proof.getByRole('img', { name: 'The receiver’s signature' })).toHaveJSProperty('complete', true);
  expect(await proof.getByRole('img', { name: 'The receiver’s signature' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(proof.getByRole('img', { name: 'Photo 1 of the delivery' })).toBeVisible();
  await expect(steps(page).nth(4)).toContainText('Delivered (done)');
  await expect(page.getByRole('region', { name: 'Next stop' })).toHaveCount(0);
  await expect(page.getByText(/This link works until/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The signed consignment note, as the customer downloads it: the CMR's boxes in English, with the receiver.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Consignment note (PDF)' }).click();
  const note = await download;
  expect(note.suggestedFilename()).toBe(`cmr-${job.jobNumber}.pdf`);
  const text = pdfText(readFileSync((await note.path())!)).join('\n');
  expect(text).toContain('Consignee');
  expect(text).toContain('Eva Lund');

  // The customer may switch to Swedish.
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Följ din leverans' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leveranskvitto' })).toContainText(`Signerat av Eva Lund, ${officeToday()} `);
  await phone.close();
});

test('a Swedish customer reads the same steps in Swedish, dates in the Swedish form; an unknown link is explained', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin();
  const job = await trackedJob(admin, 'sv');
  const phone = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const page = await phone.newPage();

  await page.goto(job.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Följ din leverans' })).toBeVisible();
  await expect(page.getByText(`Uppdrag ${job.jobNumber}`)).toBeVisible();
  await expect(steps(page).nth(2)).toContainText(`Lastad (kommer)Planerat ${officeToday()} `);
  expect(await seriousViolations(page)).toEqual([]);

  await job.load();
  await page.reload();
  await expect(steps(page).nth(3)).toContainText('På väg (pågår nu)');
  await expect(page.getByRole('region', { name: 'Nästa stopp' })).toContainText('Leverans: ');

  await job.deliver('Eva Lund');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Leveranskvitto' })).toContainText(`Signerat av Eva Lund, ${officeToday()} `);
  await expect(steps(page).nth(4)).toContainText('Levererad (klart)');
  expect(await seriousViolations(page)).toEqual([]);

  // A link cut short: the phone's language (English here) until the API names the customer's.
  await page.goto(job.link.replace(/token=.*/, `token=${'A'.repeat(43)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await phone.close();
});

test('the office copies the customer’s tracking link on the job’s details: the same link every time', async ({ browser }) => {
  const admin = await apiLogin();
  const job = await trackedJob(admin, 'sv');
  const office = await dispatcherOn(browser, admin, `/jobs/jobDetails?id=${job.documentId}`, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const tracking = office.page.getByRole('region', { name: 'Tracking' });
  await tracking.getByRole('button', { name: 'Copy tracking link' }).click();
  await expect(office.page.getByText('Tracking link copied')).toBeVisible();
  expect(await office.page.evaluate(() => navigator.clipboard.readText())).toBe(job.link);
  await expect(tracking.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(job.link);
  expect(await seriousViolations(office.page)).toEqual([]);
  await office.close();
});
