import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';
import { startRemote, stopRemote } from '../support/remote-control';

test('with the jobs remote down its area shows a fallback while fleet and the shell keep working', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await stopRemote('jobs');
  try {
    await page.goto('/jobs');
    await expect(page.getByRole('alert')).toContainText('The Jobs area could not be loaded.');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();

    await page.goto('/trucks');
    await expect(page.getByRole('heading', { name: 'Trucks' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
  } finally {
    await startRemote('jobs');
  }

  await page.goto('/destinations');
  await expect(page.getByRole('heading', { name: 'Destinations' })).toBeVisible();
});

test('a jobs remote that comes back is loaded by Try again without reloading the shell', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
  await stopRemote('jobs');
  try {
    await page.evaluate(() => {
      window.history.pushState(null, '', '/areas');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('alert')).toContainText('The Jobs area could not be loaded.');
  } finally {
    await startRemote('jobs');
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Areas' })).toBeVisible();
});
