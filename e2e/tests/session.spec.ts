import { expect, test } from '@playwright/test';
import { apiLogin, apiRequest, createUser, signInThroughUi, signToken, useStoredToken } from '../support/auth';
import { ADMIN } from '../support/stack-config';

const payloadOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

test.describe('signing in', () => {
  test('a wrong password shows the generic message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(page.getByText('Username or password incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password opens the dashboard and shows who is signed in', async ({ page }) => {
    await signInThroughUi(page);
    await expect(page.getByRole('heading', { name: /dashboard/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
  });

  test('signing out revokes the token on the server', async ({ page }) => {
    await signInThroughUi(page);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    const response = await apiRequest('/api/users/me', { token: token! });
    expect(response.status).toBe(401);
  });
});

test.describe('redirect rules', () => {
  test('a visitor without a token is sent to the login page', async ({ page }) => {
    await page.goto('/trucks');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the privacy policy and job confirmation paths stay open to visitors', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { name: /privacy/i })).toBeVisible();
    await page.goto('/jobs/confirmJob?token=abc');
    await expect(page).toHaveURL(/\/jobs\/confirmJob\?token=abc$/);
  });

  test('a signed-in user on the home or login path is sent to the dashboard', async ({ page }) => {
    await useStoredToken(page, await apiLogin());
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a stored token that cannot be decoded sends the user to the login page', async ({ page }) => {
    await useStoredToken(page, 'this-is-not-a-token');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user whose type is not allowed on a page sees 403 Unauthorized', async ({ page }) => {
    const viewer = await createUser('viewer');
    await useStoredToken(page, await apiLogin(viewer.email, viewer.password));
    await page.goto('/users');
    await expect(page.getByText('403 Unauthorized')).toBeVisible();
  });

  test("every create page answers '403 Unauthorized' to a viewer, who may create nothing there", async ({ page }) => {
    const viewer = await createUser('viewer');
    await useStoredToken(page, await apiLogin(viewer.email, viewer.password));
    for (const path of [
      '/customers/addCustomer',
      '/trucks/addTruck',
      '/drivers/addDriver',
      '/trailers/addTrailer',
      '/jobs/createJob',
      '/jobs/createJob?kind=template',
      '/destinations/createDestination',
      '/areas/createArea',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '403 Unauthorized' }), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' }), path).toHaveCount(0);
    }
  });
});

test('an expired token is renewed on load and the user stays signed in', async ({ page }) => {
  const fresh = payloadOf(await apiLogin());
  const now = Math.floor(Date.now() / 1000);
  const expired = signToken({ ...fresh, iat: now - 7200, exp: now - 60 });
  await useStoredToken(page, expired);
  const renewal = page.waitForResponse((r) => r.url().endsWith('/admin/renew-token') && r.request().method() === 'POST');
  await page.goto('/dashboard');
  expect((await renewal).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBe(expired);
});
