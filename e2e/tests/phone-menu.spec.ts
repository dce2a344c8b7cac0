import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';

// A phone in portrait: the header's nav and Sign out fold behind the Menu button.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the menu button opens the nav and Sign out, and closes when a page is chosen', async ({ page }) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Trucks' })).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeInViewport({ ratio: 1 });

  await nav.getByRole('link', { name: 'Trucks' }).click();
  await expect(page).toHaveURL(/\/trucks$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // Focus leaves the folded menu for the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeFocused();
  await expect(page).toHaveTitle('Trucks · Haulage');
});

test('the menu works from the keyboard: Enter opens, Tab reaches the links, Escape closes', async ({ page }) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('Sign out is reachable on a phone', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
