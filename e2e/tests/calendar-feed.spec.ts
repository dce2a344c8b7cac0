import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiLogin, useStoredToken } from '../support/auth';

/** A calendar app reads the feed without signing in: a plain GET of the address. */
const calendarApp = (url: string) => fetch(url, { headers: { accept: 'text/calendar' } });

test('a user subscribes to their calendar, a calendar app reads it without signing in, and a new address stops the old one', async ({
  page,
}) => {
  await useStoredToken(page, await apiLogin());
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
  await dialog.getByRole('button', { name: /Make (the|a new) address/ }).click();
  const address = dialog.getByRole('textbox', { name: 'Subscription address' });
  await expect(address).toHaveValue(/\/api\/events\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
  const first = await address.inputValue();
  const serious = (await new AxeBuilder({ page }).include('dialog').analyze()).violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  const feed = await calendarApp(first);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toContain('text/calendar');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await calendarApp(first)).status).toBe(404);
  expect((await calendarApp(await address.inputValue())).status).toBe(200);

  await dialog.getByRole('button', { name: 'Stop the feed' }).click();
  await expect(dialog.getByRole('button', { name: 'Make the address' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
