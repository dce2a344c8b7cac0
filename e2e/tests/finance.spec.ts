import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../api/src/modules/finance/invoices/services/pdf-text';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

type Json = Record<string, unknown>;
const json = async (path: string, token: string, init: RequestInit = {}) => {
  const response = await apiRequest(path, { ...init, token, headers: { 'content-type': 'application/json', ...init.headers } });
  expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as { data: Json & Json[]; meta: Json };
};

/** A day whose ready-to-invoice jobs are on no invoice yet: a completed job with a checked price is moved there. */
const dayToInvoice = async (token: string): Promise<string> => {
  const jobs = await json('/api/jobs?filters[status][$eq]=completed&filters[kind][$eq]=job&pagination[pageSize]=50', token);
  for (const job of jobs.data as Json[]) {
    const moved = await apiRequest('/api/jobs/ready-to-invoice', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { jobs: [job.documentId] } }),
    });
    if (moved.ok && job.plannedDate) return job.plannedDate as string;
  }
  throw new Error('The e2e database has no completed job whose price can be checked');
};

const download = async (page: Page, click: () => Promise<void>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await file.path())!);
};

test('invoicing: run a period, preview, create drafts, finalise one, its PDF, credit it, export the CSV', async ({ page }) => {
  const token = await apiLogin();
  const day = await dayToInvoice(token);
  await useStoredToken(page, token);

  await page.goto(`/invoices/customersInvoicing?from=${day}&to=${day}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Invoicing preview' });
  await expect(preview.getByRole('row')).not.toHaveCount(1);
  await expect(preview).toContainText(' kr');
  await page.getByRole('button', { name: 'Create draft invoices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toBeVisible();

  const drafts = await json(
    `/api/customers/invoices?filters[status][$eq]=draft&filters[deliveryFrom][$eq]=${day}&pagination[pageSize]=1`,
    token,
  );
  const draft = (drafts.data as Json[])[0]!;
  await page.goto(`/invoices/invoiceDetails?id=${draft.documentId as string}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice (draft)' })).toBeVisible();
  await page.getByRole('button', { name: 'Finalise' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice F\d{4}-\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
  const vatLine = (await page.getByRole('group', { name: 'Totals' }).getByText(/^VAT /).first().textContent()) ?? '';

  const pdf = await download(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf).join('\n');
  expect(text).toContain(number);
  expect(text).toMatch(/25 ?%|Moms/);
  expect(vatLine).toMatch(/^VAT \d+ %: /);

  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText('Credited', { exact: true })).toBeVisible();

  await page.goto(`/invoices?search=${number}&status=credited`);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText(number);

  // The exports take a period of invoice dates: the finalised invoice is dated the day it was issued.
  const issued = await json(`/api/customers/invoices/${draft.documentId as string}`, token);
  const invoiceDate = (issued.data as Json).invoiceDate as string;
  await page.goto('/invoices/exports');
  await page.getByLabel('From').fill(invoiceDate);
  await page.getByLabel('To').fill(invoiceDate);
  const csv = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.toString('utf8')).toContain(number);
  await expect(page.getByRole('table', { name: 'Export records' })).toContainText('CSV');
});

test('performance: the truck revenue chart of a month with completed jobs', async ({ page }) => {
  const token = await apiLogin();
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const to = today.toISOString().slice(0, 10);
  await useStoredToken(page, token);
  await page.goto(`/invoices/performance?from=${from}&to=${to}`);
  await expect(page.getByRole('table', { name: 'Truck performance' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Revenue per truck' })).toBeVisible();
});

test('driver pay: approve a submitted payslip', async ({ page }) => {
  const token = await apiLogin();
  const rules = await json('/api/pay-rules?populate=driver&pagination[pageSize]=1', token);
  const driver = ((rules.data as Json[])[0]!.driver as Json).documentId as string;
  const period = '2025-01';
  const created = await json('/api/drivers/salaries', token, { method: 'POST', body: JSON.stringify({ data: { driver, period } }) });
  const payslip = (created.data as Json).documentId as string;
  await json(`/api/drivers/salaries/${payslip}/submit`, token, { method: 'POST', body: JSON.stringify({ data: {} }) });

  await useStoredToken(page, token);
  await page.goto(`/invoices/salaries?period=${period}&payslip=${payslip}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  const after = await json(`/api/drivers/salaries/${payslip}`, token);
  expect((after.data as Json).status).toBe('approved');
});

test('driver pay: the previous month’s payslips made at once, with their lines from the demo jobs', async ({ page }) => {
  const token = await apiLogin();
  const today = new Date();
  const period = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await useStoredToken(page, token);
  await page.goto(`/invoices/salaries?period=${period}`);
  const table = page.getByRole('table', { name: 'Payslips' });
  await expect(table).toContainText('No payslips for this month');
  await page.getByRole('button', { name: `Make payslips for ${period}` }).click();
  await expect(page.getByText(/payslips? made for/)).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(2);
  const made = await json(`/api/drivers/salaries?period=${period}&pagination[pageSize]=100`, token);
  expect((made.data as Json[]).some((payslip) => Number(payslip.grossAmount) > 0)).toBe(true);
});

test('driver pay: record an advance through the form and see it in the month', async ({ page }) => {
  const token = await apiLogin();
  const drivers = await json('/api/drivers?sort[0]=lastName:asc&pagination[pageSize]=1', token);
  const driver = (drivers.data as Json[])[0]!;
  const name = `${driver.firstName as string} ${driver.lastName as string}`;
  const reference = `Advance ${Date.now()}`;

  await useStoredToken(page, token);
  await page.goto('/invoices/salaries?period=2024-03');
  const form = page.getByRole('form', { name: 'Add payment' });
  await form.getByRole('searchbox', { name: 'Search drivers' }).fill(driver.lastName as string);
  const select = form.getByRole('combobox', { name: /^Driver/ });
  await expect(select.locator('option', { hasText: name }).first()).toBeAttached();
  await select.selectOption({ label: name });
  await form.getByRole('textbox', { name: /Amount/ }).fill('1 234,50');
  await form.getByLabel(/Payment date/).fill('2024-03-14');
  await form.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await form.getByRole('button', { name: 'Add payment' }).click();

  const table = page.getByRole('table', { name: 'Driver payments' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('1 234,50 kr');
  await expect(row).toContainText(name);
  await expect(row).toContainText('Advance');
  const stored = await json(`/api/drivers/payments?filters[reference][$eq]=${encodeURIComponent(reference)}`, token);
  expect((stored.data as Json[])[0]?.amount).toBe(123_450);
});
