import { expect, test } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';
import { apiTotal, expectResults, tableRows } from '../support/lists';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

/** Makes sure the fleet has more than one page of trucks, adding them through the API. */
const ensureTrucks = async (count: number): Promise<number> => {
  const existing = await apiTotal('trucks', '');
  for (let i = existing; i < count; i += 1) {
    const response = await apiRequest('/api/trucks', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          truckName: `MAN TGX Paging ${i}`,
          truckNumber: `P-${i}`,
          registrationPlateNumber: `PGN${String(i).padStart(3, '0')}`,
          truckType: 'tractor',
        },
      }),
    });
    expect(response.status).toBe(201);
  }
  return Math.max(existing, count);
};

test('the truck list pages on the server, searches over several fields and filters by status', async ({ page }) => {
  const total = await ensureTrucks(27);
  await page.goto('/trucks');
  await expect(page.getByRole('heading', { name: 'Trucks' })).toBeVisible();
  await expect(tableRows(page, 'Trucks')).toHaveCount(20);
  await expectResults(page, total);
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeVisible();
  await expect(tableRows(page, 'Trucks')).toHaveCount(Math.min(20, total - 20));
  await expect(page).toHaveURL(/page=2/);

  const scanias = await apiTotal('trucks', 'filters[truckName][$containsi]=scania');
  await page.getByLabel('Search').fill('scania');
  await expectResults(page, scanias);
  for (const name of await tableRows(page, 'Trucks').locator('td:first-child').allTextContents()) {
    expect(name.toLowerCase()).toContain('scania');
  }

  await page.getByLabel('Search').fill('');
  const inWorkshop = await apiTotal('trucks', 'filters[truck_status][$eq]=in_workshop');
  await page.getByLabel('Status').selectOption({ label: 'In workshop' });
  await expectResults(page, inWorkshop);
  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expectResults(page, total);
});

test('a dispatcher adds a truck, is told about a bad plate, then edits it', async ({ page }) => {
  const name = `Volvo FH16 E2E ${Date.now()}`;
  await page.goto('/trucks');
  await page.getByRole('button', { name: 'Add truck' }).click();
  await expect(page).toHaveURL(/\/trucks\/addTruck$/);

  await page.getByLabel('Truck name').fill(name);
  await page.getByLabel('Truck number').fill(`E-${Date.now() % 100000}`);
  await page.getByLabel('Registration plate number').fill('QQ1');
  await page.getByLabel('Truck type').selectOption('tractor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Registration plate must be a Swedish plate/)).toBeVisible();

  const plate = `EEX${String(Date.now() % 1000).padStart(3, '0')}`;
  await page.getByLabel('Registration plate number').fill(plate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Truck is created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit truck' }).click();
  await page.getByLabel('Truck name').fill(`${name} edited`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Truck is updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} edited` })).toBeVisible();

  await page.goto(`/trucks?search=${encodeURIComponent(plate)}`);
  await expect(tableRows(page, 'Trucks')).toHaveCount(1);
  await expect(tableRows(page, 'Trucks').first()).toContainText(`${name} edited`);
});

test('a truck added in one browser appears in another without reloading', async ({ browser }) => {
  const token = await apiLogin();
  const watcher = await browser.newContext();
  const editor = await browser.newContext();
  try {
    const watching = await watcher.newPage();
    const editing = await editor.newPage();
    await useStoredToken(watching, token);
    await useStoredToken(editing, token);
    const name = `Scania R 500 Live ${Date.now()}`;

    await watching.goto('/trucks?search=Live');
    await expect(watching.getByRole('heading', { name: 'Trucks' })).toBeVisible();
    await expect(watching.getByText(name)).toHaveCount(0);

    await editing.goto('/trucks/addTruck');
    await editing.getByLabel('Truck name').fill(name);
    await editing.getByLabel('Truck number').fill(`L-${Date.now() % 100000}`);
    await editing.getByLabel('Registration plate number').fill(`LWE${String(Date.now() % 1000).padStart(3, '0')}`);
    await editing.getByLabel('Truck type').selectOption('tractor');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(editing.getByText('Truck is created successfully')).toBeVisible();

    await expect(watching.getByText(name)).toBeVisible({ timeout: 15_000 });
  } finally {
    await watcher.close();
    await editor.close();
  }
});
