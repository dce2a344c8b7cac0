import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';
import { startRemote, stopRemote } from '../support/remote-control';

test('with the finance remote down its area shows a fallback while the other areas and the shell keep working', async ({ page }) => {
  await useStoredToken(page, await apiLogin());
  await stopRemote('finance');
  try {
    await page.goto('/invoices');
    await expect(page.getByRole('alert')).toContainText('The Finance area could not be loaded.');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();

    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  } finally {
    await startRemote('finance');
  }

  await page.goto('/invoices/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
});
