import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { dispatcherOn, json, PHONE } from '../support/confirmations';
import { driverWithTodaysJob, officeToday } from '../support/driver-run';

// A 1×1 PNG: the photo of the signed consignment note.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const signOn = async (page: Page) => {
  const pad = page.getByRole('img', { name: 'Receiver’s signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, 30],
    [120, 80],
    [180, 20],
    [240, 90],
  ] as const)
    await page.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
  await page.mouse.up();
};

test('the office gives a driver the app; the driver works a two-stop job through a dead spot, signs and photographs the delivery, and the office sees each step live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLogin();
  const world = await driverWithTodaysJob(admin);

  // The office gives the driver access from the driver's page.
  const office = await dispatcherOn(browser, admin, `/drivers/${world.driver.documentId}`);
  await office.page.getByRole('button', { name: 'Give app access' }).click();
  await expect(office.page.getByText(/Sign-in link sent to/)).toBeVisible();

  // A dispatcher follows the job's details in a second browser.
  const watcher = await dispatcherOn(browser, admin, `/jobs/jobDetails?id=${world.job.documentId}`);
  const stopsTable = watcher.page.getByRole('table', { name: 'Stops' });
  await expect(stopsTable).toBeVisible({ timeout: 30_000 });
  // …and today's board in another tab: the job's card says where the driver is, in words.
  const board = await watcher.page.context().newPage();
  await board.goto(`/jobs/jobPlanning?view=day&date=${officeToday()}`);
  const card = board.getByRole('article', { name: `Job ${world.job.jobNumber}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('job-progress')).toHaveCount(0);

  // The driver opens the texted link on their phone (the office is shown it once) and lands in the app.
  const link = await office.page.getByRole('link', { name: /\/driver\/sign-in\?token=/ }).getAttribute('href');
  const phone = await browser.newContext(PHONE);
  await phone.addInitScript(() => localStorage.setItem('haulage:driver-language', 'en'));
  const driver = await phone.newPage();
  await driver.goto(link!);
  await expect(driver).toHaveURL(/\/driver$/);
  await driver.getByRole('button', { name: 'No, times only' }).click();

  const pickup = driver.getByRole('article', { name: /^Pickup/ });
  const delivery = driver.getByRole('article', { name: /^Delivery/ });
  await expect(pickup.getByText('Gate 4, ring the bell')).toBeVisible();
  expect((await new AxeBuilder({ page: driver }).analyze()).violations).toEqual([]);

  await pickup.getByRole('button', { name: 'Arrived' }).click();
  await expect(driver.getByTestId('queue-status')).toHaveText('Everything is sent.');
  // The pickup's "Arrived" cell fills in on the dispatcher's screen without a reload.
  await expect(stopsTable.locator('tbody tr').first().locator('td').nth(4)).toHaveText(/\d{2}:\d{2}/);
  await expect(card.getByTestId('job-progress')).toHaveText('At pickup');
  await pickup.getByRole('button', { name: 'Loaded, leave' }).click();
  await expect(driver.getByTestId('queue-status')).toHaveText('Everything is sent.');
  await expect(card.getByTestId('job-progress')).toHaveText('Loaded');

  // A dead spot: what the driver does waits on the phone.
  await phone.setOffline(true);
  await delivery.getByRole('button', { name: 'Arrived' }).click();
  await expect(driver.getByTestId('queue-status')).toHaveText('1 action waiting to be sent');
  // Nothing reached the office yet: the card still says what the office last heard.
  await expect(card.getByTestId('job-progress')).toHaveText('Loaded');
  await delivery.getByRole('button', { name: 'Proof of delivery' }).click();
  await driver.getByLabel('Receiver’s name').fill('Eva Lind');
  await signOn(driver);
  await driver
    .getByLabel('Photos (goods, signed consignment note)')
    .setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: PHOTO });
  await driver.getByRole('button', { name: 'Save the proof' }).click();
  await expect(driver.getByTestId('queue-status')).toHaveText('2 actions waiting to be sent');
  await delivery.getByRole('button', { name: 'Departed' }).click();
  await expect(driver.getByTestId('queue-status')).toHaveText('3 actions waiting to be sent');

  // Back in coverage: everything goes, in order, once.
  await phone.setOffline(false);
  await expect(driver.getByTestId('queue-status')).toHaveText('Everything is sent.', { timeout: 30_000 });

  await expect(async () => {
    const job = (await json(`/api/jobs/${world.job.documentId}?populate=stops`, admin)).data;
    expect(job.status).toBe('completed');
    expect(job.hoursActual).toBeGreaterThanOrEqual(0);
    expect(job.stops.every((stop: { arrivedAt: string | null; departedAt: string | null }) => stop.arrivedAt && stop.departedAt)).toBe(
      true,
    );
  }).toPass({ timeout: 20_000 });
  await expect(watcher.page.getByText('Completed').first()).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('job-progress')).toHaveText('Delivered', { timeout: 20_000 });

  // The back office is not the driver's.
  await driver.goto('/trucks');
  await expect(driver.getByRole('heading', { name: '403 Unauthorized' })).toBeVisible();
  await Promise.all([office.close(), watcher.close(), phone.close()]);
});
