import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';
import { apiTotal, expectResults, tableRows } from '../support/lists';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

const REAL_JOBS = 'filters[kind][$eq]=job';

const toast = (page: Page, message: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: message });

const firstCustomer = async (): Promise<{ documentId: string; companyName: string; organizationNumber: string }> => {
  const body = await (
    await apiRequest('/api/customers?sort=companyName:asc&pagination[pageSize]=1&filters[customerStatus][$eq]=active')
  ).json();
  return body.data[0];
};

const searchJobs = async (page: Page, term: string) => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`));
};

test('a CSV with a bad row is refused by row and writes nothing; corrected, its jobs are imported and listed', async ({ page }) => {
  const customer = await firstCustomer();
  const stamp = Date.now();
  const header = 'customer;customerReference;plannedDate;goodsDescription;weightKg;pallets;adr;unNumber;adrClass';
  const rows = (weight: string) => [
    header,
    `${customer.organizationNumber};IMP-${stamp}-1;2026-03-02;Paper reels;12 500,5;18;nej;;`,
    `${customer.companyName};IMP-${stamp}-2;2026-03-02;Diesel;${weight};4;ja;UN 1202;3`,
  ];
  const before = await apiTotal('jobs', REAL_JOBS);

  await page.goto('/jobs/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import jobs' })).toBeVisible();
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${rows('tolv').join('\r\n')}`) });
  await expect(page.getByLabel('CSV text')).toHaveValue(/tolv/);
  await page.getByRole('button', { name: 'Check the jobs' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
    'Row 2 (line 3), weightKg: Weight must be a number',
  );
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  expect(await apiTotal('jobs', REAL_JOBS)).toBe(before);

  await page.getByLabel('CSV text').fill(rows('8 000').join('\n'));
  await page.getByRole('button', { name: 'Check the jobs' }).click();
  await expect(tableRows(page, 'Jobs to import')).toHaveCount(2);
  await expect(tableRows(page, 'Jobs to import').first()).toContainText(customer.companyName);
  expect(await apiTotal('jobs', REAL_JOBS)).toBe(before);
  await page.getByRole('button', { name: 'Import 2 jobs' }).click();
  await expect(toast(page, '2 jobs imported')).toBeVisible();
  expect(await apiTotal('jobs', REAL_JOBS)).toBe(before + 2);

  await page.getByRole('link', { name: 'Show the job list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await searchJobs(page, `IMP-${stamp}`);
  await expectResults(page, 2);
  await expect(tableRows(page, 'Jobs')).toHaveCount(2);
  await expect(tableRows(page, 'Jobs').first()).toContainText(customer.companyName);
});

test('a job saved as a draft is submitted from the drafts page and then listed as open', async ({ page }) => {
  const customer = await firstCustomer();
  const reference = `DRAFT-${Date.now()}`;
  const created = await apiRequest('/api/jobs', {
    method: 'POST',
    body: JSON.stringify({
      data: { customer: customer.documentId, status: 'draft', customerReference: reference, goodsDescription: 'Flat-pack furniture' },
    }),
  });
  expect(created.status).toBe(201);
  const draft = (await created.json()).data as { documentId: string; jobNumber: number };

  await page.goto('/jobs');
  await searchJobs(page, reference);
  await expect(page.getByText('No jobs match')).toBeVisible();

  await page.goto('/jobs/drafts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await expect(tableRows(page, 'Drafts')).toHaveCount(1);
  await expect(tableRows(page, 'Drafts')).toContainText(reference);
  await page.getByRole('button', { name: `Submit draft ${draft.jobNumber}` }).click();
  await page.getByRole('alertdialog', { name: 'Submit draft' }).getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, `Job ${draft.jobNumber} is submitted`)).toBeVisible();
  const stored = await (await apiRequest(`/api/jobs/${draft.documentId}`)).json();
  expect(stored.data.status).toBe('open');

  await page.goto('/jobs');
  await searchJobs(page, reference);
  const row = tableRows(page, 'Jobs').filter({ has: page.getByRole('link', { name: String(draft.jobNumber), exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
});

test('the job list finds a job by its number', async ({ page }) => {
  const body = await (
    await apiRequest(`/api/jobs?${REAL_JOBS}&filters[status][$eq]=completed&sort=jobNumber:asc&pagination[pageSize]=1`)
  ).json();
  const jobNumber = String(body.data[0].jobNumber);
  const total = await apiTotal('jobs', `${REAL_JOBS}&filters[status][$ne]=draft&_q=${jobNumber}`);

  await page.goto('/jobs');
  await expect(tableRows(page, 'Jobs')).toHaveCount(20);
  await searchJobs(page, jobNumber);
  await expectResults(page, total);
  const link = page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name: jobNumber, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/jobDetails\\?id=${body.data[0].documentId}$`));
});

test('at 1280 px the job list shows status and driver without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every status, so planned jobs with their truck, driver and long places are on the page too.
  await page.goto('/jobs?status=all');
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(table.getByRole('row').nth(5)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('cell', { name: /\S+ \S+/ }).first()).toBeVisible();
  for (const header of ['Status', 'Driver', 'Price']) {
    const box = (await table.getByRole('columnheader', { name: new RegExp(`^${header}`) }).boundingBox())!;
    expect(box.x + box.width, header).toBeLessThanOrEqual(1280);
  }
  const frame = table.locator('xpath=..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
