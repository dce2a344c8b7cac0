import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { UserType } from '@haulage/shared/contracts';
import { ADMIN, JWT_SECRET, URLS } from './stack-config';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Signs a token the way the API does (HS256 with the suite's secret). The suite uses it to hand
 * the browser an expired but genuine token, which the shell must renew on load.
 */
export const signToken = (payload: Record<string, unknown>): string => {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
};

export const apiLogin = async (email = ADMIN.email, password = ADMIN.password): Promise<string> => {
  const response = await fetch(`${URLS.api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (response.status !== 200 || !body.data) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
};

/** Creates a user of the given type through the API (as the admin) and returns its credentials. */
export const createUser = async (type: UserType): Promise<{ email: string; password: string }> => {
  const admin = await apiLogin();
  const email = `${type}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const password = 'E2e-User-Password-1';
  const response = await fetch(`${URLS.api}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ email, password, name: `E2E ${type}`, type }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`create user failed: ${response.status} ${await response.text()}`);
  return { email, password };
};

/** Signs in through the login page, as a person does. */
export const signInThroughUi = async (page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** Puts a token in the browser's storage before the app loads (a returning, signed-in user). */
export const useStoredToken = async (page: Page, token: string): Promise<void> => {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
};

export const apiRequest = async (path: string, init: RequestInit & { token?: string } = {}): Promise<Response> => {
  const token = init.token ?? (await apiLogin());
  return fetch(`${URLS.api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
};
