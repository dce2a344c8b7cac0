import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatCount, formatKm, formatMoney } from '@haulage/shared/format';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

interface CalendarEntry {
  kind: string;
  subject: string;
  startsAt: string;
  ref: string;
}

const officeToday = (): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const lastDayOf = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The day's label the month table reads out: "Monday 23 November 2026". */
const dayLabel = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

/** The table cell of a day, with every entry shown (a busy day hides some behind "N more"). */
const dayCell = async (page: Page, date: string): Promise<Locator> => {
  const cell = page.getByRole('table', { name: /^Calendar, / }).getByRole('cell', { name: new RegExp(dayLabel(date)) });
  const more = cell.getByRole('button', { name: /more on/ });
  if (await more.count()) await more.click();
  return cell;
};

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

test('the totals of this month are the jobs report’s, with what revenue means', async ({ page }) => {
  // The report's default period is this month, as the dashboard's.
  const report = (await (await apiRequest('/api/jobs/report')).json()) as {
    meta: { total: { jobs: number; km: number; revenue: number } };
  };
  const { total } = report.meta;

  await page.goto('/dashboard');
  const totals = page.getByRole('group', { name: 'Totals of completed jobs' });
  await expect(totals).toContainText(formatKm(total.km));
  await expect(totals).toContainText(formatMoney(total.revenue));
  await expect(totals).toContainText(formatCount(total.jobs, 'job'));
  await expect(totals).toContainText('Invoiceable value of completed jobs, excl. VAT');
  await expect(page.getByLabel('Period')).toHaveValue('this_month');
});

test('the calendar shows a seeded job on its day, linked to the job', async ({ page }) => {
  const month = officeToday().slice(0, 7);
  const events = (await (await apiRequest(`/api/events?from=${month}-01&to=${lastDayOf(month)}`)).json()) as { data: CalendarEntry[] };
  const job = events.data.find((event) => event.kind === 'job');
  expect(job, 'the demo data plans jobs this month').toBeDefined();

  await page.goto('/dashboard');
  // The month's entries are in before a busy day's "more" button can be looked for.
  await expect(
    page
      .getByRole('table', { name: /^Calendar, / })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  const cell = await dayCell(page, job!.startsAt.slice(0, 10));
  const link = cell.getByRole('link', { name: job!.subject, exact: true });
  await expect(link).toHaveAttribute('href', `/jobs/jobDetails?id=${job!.ref.split('/')[1]}`);
});

test('an event created on the dashboard shows on its day, and can be deleted again', async ({ page }) => {
  const title = `Depot meeting ${Date.now()}`;
  const today = officeToday();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(today);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Start time').fill('10:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const entry = (await dayCell(page, today)).getByRole('button', { name: `Event: 10:30 ${title}` });
  await expect(entry).toBeVisible();

  await entry.click();
  const editor = page.getByRole('dialog', { name: 'Edit event' });
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  await editor.getByRole('button', { name: 'Delete' }).click();
  await editor.getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar is an agenda of the month’s days', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: /^Agenda, / })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Calendar, / })).toHaveCount(0);
  });
});
