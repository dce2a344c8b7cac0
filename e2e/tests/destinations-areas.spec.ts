import { expect, test, type Page } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';
import { expectResults, tableRows } from '../support/lists';

/** The spec's words for an address that cannot be found (product spec, §5 and §8). */
const INVALID_ADDRESS_MESSAGE = 'Invalid address! Please check the address and try again';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

/** The field group (label, control, message) a labelled control sits in. */
const fieldOf = (page: Page, label: string) => page.locator('.chakra-field__root').filter({ has: page.getByLabel(label, { exact: true }) });

const toast = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: message });

const openCreateDestination = async (page: Page, name: string) => {
  await page.goto('/destinations');
  await page.getByRole('button', { name: 'Create destination' }).click();
  await expect(page.getByRole('heading', { name: 'Create destination' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
};

test('an address the geocoder cannot place is refused with the spec’s message, as a toast and at the address', async ({ page }) => {
  await openCreateDestination(page, `Nowhere ${Date.now()}`);
  await page.getByLabel('Address', { exact: true }).fill('Ingenstansvägen 99');
  await page.getByLabel('City', { exact: true }).fill('Atlantis');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, INVALID_ADDRESS_MESSAGE)).toBeVisible();
  await expect(fieldOf(page, 'Address')).toContainText(INVALID_ADDRESS_MESSAGE);
  await expect(page).toHaveURL(/\/destinations\/createDestination$/);
});

test('a destination in Göteborg is created, placed in the Göteborg area and found in the list', async ({ page }) => {
  const name = `Hamnterminalen ${Date.now()}`;
  await openCreateDestination(page, name);
  await page.getByLabel('Address', { exact: true }).fill('Stora Nygatan 1');
  await page.getByLabel('Postcode').fill('411 08');
  await page.getByLabel('City', { exact: true }).fill('Göteborg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Destination is created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/destinations$/);

  await page.getByLabel('Search').fill(name);
  await expectResults(page, 1);
  const row = tableRows(page, 'Destinations').first();
  await expect(row).toContainText(name);
  await expect(row).toContainText('Stora Nygatan 1');
  await expect(row.locator('td').nth(4)).toHaveText('Göteborg');
  await expect(row).toContainText('57.7089° N, 11.9746° E');
});

test('an area is created, renamed and listed under its new name', async ({ page }) => {
  const stamp = Date.now();
  const name = `Gävleborg ${stamp}`;
  const renamed = `Gävle hamn ${stamp}`;
  await page.goto('/areas');
  await page.getByRole('button', { name: 'Create area' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Code').fill(`G${stamp % 10000}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Area is created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs in the area' })).toContainText('No jobs are planned on these trucks this week');
  await expect(page.getByRole('table', { name: 'Destinations in the area' })).toContainText('No destinations are in this area');

  await page.getByRole('button', { name: 'Edit area' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Area is updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.goto('/areas');
  await page.getByLabel('Search').fill(String(stamp));
  await expectResults(page, 1);
  const row = tableRows(page, 'Areas').first();
  await expect(row.getByRole('link', { name: renamed })).toBeVisible();
  await expect(row.locator('td').last()).toHaveText('0');
});

test('a depot’s page shows its trucks, their jobs this week and its destinations', async ({ page }) => {
  await page.goto('/areas');
  await page.getByRole('link', { name: 'Göteborg', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Göteborg' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs in the area' })).toContainText(/Job \d+|No jobs are planned/);
  await expect(tableRows(page, 'Destinations in the area').first()).not.toContainText('No destinations');
  await expect(page.getByRole('alert')).toHaveCount(0);

  const truck = tableRows(page, 'Trucks in the area').getByRole('link').first();
  const truckName = (await truck.textContent()) ?? '';
  await truck.click();
  await expect(page).toHaveURL(/\/trucks\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: truckName })).toBeVisible();
});
