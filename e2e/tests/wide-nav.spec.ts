import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';

// An office screen: an admin sees every area's pages, more than one row of the bar holds.
test.use({ viewport: { width: 1280, height: 800 } });

test('every link of an admin’s nav is in the bar, with no Menu button, and Sign out beside it', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThan(12);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBe(64);
});
