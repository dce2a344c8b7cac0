import { expect, test, type Page } from '@playwright/test';
import { apiRequest } from '../support/auth';
import { ADMIN } from '../support/stack-config';

const signIn = async (page: Page) => {
  await page.getByLabel(/e-?mail/i).fill(ADMIN.email);
  await page.getByLabel(/password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const firstOf = async (resource: string): Promise<{ documentId: string } & Record<string, string>> => {
  const response = await apiRequest(`/api/${resource}?pagination[pageSize]=1`);
  const body = (await response.json()) as { data: ({ documentId: string } & Record<string, string>)[] };
  expect(body.data.length, `the e2e database has ${resource}`).toBeGreaterThan(0);
  return body.data[0]!;
};

test('a page opened before signing in is the page shown after signing in', async ({ page }) => {
  const truck = await firstOf('trucks');
  await page.goto(`/trucks/${truck.documentId}?from=mail`);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/trucks/${truck.documentId}\\?from=mail$`));
  await expect(page.getByRole('heading', { level: 1, name: truck.truckName })).toBeVisible();
});

test('a deep link into the customers area keeps its query', async ({ page }) => {
  const customer = await firstOf('customers');
  await page.goto(`/customers/customerDetails?id=${customer.documentId}`);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/customers/customerDetails\\?id=${customer.documentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.companyName })).toBeVisible();
});

test('signing in never leaves the site, whatever the address or the tab’s storage says', async ({ page }) => {
  await page.goto('/login?next=https://evil.example/&returnTo=//evil.example/&redirect=%2F%2Fevil.example');
  await page.evaluate(() => window.sessionStorage.setItem('haulage:return-path', '//evil.example/steal'));
  await signIn(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
});

test('the home and login paths still lead to the dashboard, and so does the next sign-in after signing out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});
