import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';
import { startRemote, stopRemote } from '../support/remote-control';

test('with the fleet remote down the area shows a fallback while the shell keeps working', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await stopRemote('fleet');
  try {
    await page.goto('/trucks');
    await expect(page.getByRole('alert')).toContainText('The Fleet area could not be loaded.');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
  } finally {
    await startRemote('fleet');
  }

  await page.goto('/trucks');
  await expect(page.getByRole('heading', { name: 'Trucks' })).toBeVisible();
});

test('a fleet remote that comes back is loaded by Try again without reloading the shell', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
  await stopRemote('fleet');
  try {
    await page.evaluate(() => {
      window.history.pushState(null, '', '/trucks');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('alert')).toContainText('The Fleet area could not be loaded.');
  } finally {
    await startRemote('fleet');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Trucks' })).toBeVisible();
});
