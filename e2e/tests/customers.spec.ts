import { expect, test } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';
import { apiTotal, expectResults, tableRows } from '../support/lists';
import { startRemote, stopRemote } from '../support/remote-control';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

test('add a customer with a contact, override the generic price, and find it by the contact', async ({ page }) => {
  const stamp = Date.now();
  const company = `Fjällfrakt ${stamp} AB`;
  const lastName = `Åkesson${stamp % 100000}`;

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Organisation number').fill('556036-0792');
  await page.getByLabel('E-mail address').fill(`info@fjallfrakt${stamp}.se`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organisation number 556036-0792 has a wrong check digit')).toBeVisible();

  await page.getByLabel('Organisation number').fill('556036-0793');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer is created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  const documentId = new URL(page.url()).searchParams.get('id')!;

  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByLabel('First name').fill('Sigrid');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Contact phone').fill('070-123 45 67');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact is created successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText(lastName);

  await page.getByRole('button', { name: 'Edit prices' }).click();
  const editor = page.getByRole('form', { name: 'Price agreement editor' });
  await editor.getByRole('checkbox', { name: /Override Truck hours/ }).check({ force: true });
  await editor.getByLabel(/^Truck hours price/).fill('725');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Price agreement' })).toContainText('725');

  const agreements = await (await apiRequest(`/api/customer-pricings?filters[customer][documentId][$eq]=${documentId}`)).json();
  const model = await (await apiRequest('/api/customer-pricing/model')).json();
  const hourLine = (lines: { vehicleClass: string; component: string; unitPrice: number }[]) =>
    lines.find((line) => line.vehicleClass === 'truck' && line.component === 'hour');
  expect(hourLine(agreements.data[0].lines)?.unitPrice).toBe(72_500);
  expect(hourLine(model.data.lines)?.unitPrice).not.toBe(72_500);

  await page.goto('/customers');
  await page.getByLabel('Search').fill(lastName);
  await expectResults(page, 1);
  await expect(tableRows(page, 'Customers').first()).toContainText(company);
});

test('a saved customer filter is created and applied to the list', async ({ page }) => {
  const name = `Inactive customers ${Date.now()}`;
  const inactive = await apiTotal('customers', 'filters[customerStatus][$eq]=inactive');
  await page.goto('/customers/manageCustomerFilter');
  await page.getByLabel('Filter name').fill(name);
  await page.getByLabel('Customer status').selectOption({ label: 'Inactive' });
  await page.getByRole('button', { name: 'Save filter' }).click();
  const row = tableRows(page, 'Saved filters').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/customers\?.*filter=/);
  await expectResults(page, inactive);
});

test('with the customers remote down its area shows a fallback while fleet and the shell still work', async ({ page }) => {
  await stopRemote('customers');
  try {
    await page.goto('/customers');
    await expect(page.getByRole('alert')).toContainText('The Customers area could not be loaded.');
    await page.goto('/trucks');
    await expect(page.getByRole('heading', { name: 'Trucks' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
  } finally {
    await startRemote('customers');
  }
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
});
