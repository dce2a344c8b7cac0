import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

test('the first Tab offers "Skip to content", which moves focus past the header to the page', async ({ page }) => {
  await page.goto('/trucks');
  await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeFocused();
  await expect(page).toHaveURL(/\/trucks$/);
});

test('after choosing a page in the menu, focus is on that page’s heading and the tab names it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard · Haulage');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
  await expect(page).toHaveTitle('Customers · Haulage');

  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
  await expect(page).toHaveTitle('Users · Haulage');

  await nav.getByRole('link', { name: 'Trailers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trailers' })).toBeFocused();
  await expect(page).toHaveTitle('Trailers · Haulage');
  await expect(page.getByRole('main')).toHaveCount(1);
});
