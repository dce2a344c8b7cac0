import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addDays, holidayOn, swedishHolidays } from '@haulage/shared/contracts';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** The next Swedish holiday over a week away whose week before is a working week's day. */
const nextHoliday = () =>
  [0, 1]
    .flatMap((n) => swedishHolidays(Number(today.slice(0, 4)) + n))
    .find((h) => h.date > addDays(today, 8) && holidayOn(addDays(h.date, -7)) === null)!;

const seriousViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const getJson = async <T>(path: string, token: string): Promise<T> =>
  ((await (await apiRequest(path, { token })).json()) as { data: T }).data;

test('a weekly schedule skips a Swedish holiday and makes the jobs of its other days', async ({ page }) => {
  const token = await apiLogin();
  await useStoredToken(page, token);
  const [customer] = await getJson<{ documentId: string }[]>('/api/customers?sort=id&pagination[pageSize]=1', token);
  const places = await getJson<{ documentId: string }[]>('/api/destinations?sort=id&pagination[pageSize]=2', token);
  const created = await apiRequest('/api/jobs', {
    token,
    method: 'POST',
    body: JSON.stringify({
      data: {
        kind: 'template',
        status: 'draft',
        customer: customer!.documentId,
        goodsDescription: 'Weekly pallets to the DC',
        stops: [
          { type: 'pickup', destination: places[0]!.documentId },
          { type: 'delivery', destination: places[1]!.documentId },
        ],
      },
    }),
  });
  const template = ((await created.json()) as { data: { documentId: string } }).data;
  const holiday = nextHoliday();
  const days = [addDays(holiday.date, -7), holiday.date, addDays(holiday.date, 7)];
  const weekday = WEEKDAYS[new Date(`${holiday.date}T00:00:00Z`).getUTCDay()]!;
  const name = `Weekly DC run ${Date.now()}`;

  await page.goto('/jobs/recurring');
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring jobs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New schedule' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  const form = page.getByRole('form', { name: 'Recurring schedule' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Template job' }).selectOption(template.documentId);
  if (weekday !== 'Monday') await form.getByRole('checkbox', { name: 'Monday' }).uncheck();
  await form.getByRole('checkbox', { name: weekday }).check();
  await form.getByLabel('Starts on').fill(days[0]!);
  await form.getByLabel('Ends on').fill(days[2]!);
  await form.getByRole('combobox', { name: 'On Swedish holidays' }).selectOption('skip');
  await form.getByLabel('Weeks ahead').fill('26');
  await form.getByRole('button', { name: 'Save' }).click();

  const details = page.getByRole('region', { name: new RegExp(name) });
  const upcoming = details.getByRole('list', { name: 'Upcoming days' });
  await expect(upcoming.getByText(`${holiday.date}: skipped: ${holiday.name}`)).toBeVisible();
  await expect(details.getByRole('gridcell', { name: new RegExp(`\\(${holiday.name}\\): skipped`) })).toBeVisible();

  // The other days' jobs exist, made from the template and linked to the schedule.
  const [schedule] = await getJson<{ documentId: string }[]>(
    `/api/recurring-schedules?filters[name][$eq]=${encodeURIComponent(name)}`,
    token,
  );
  const jobs = await getJson<{ plannedDate: string; jobNumber: number; goodsDescription: string }[]>(
    `/api/jobs?filters[recurringSchedule][documentId][$eq]=${schedule!.documentId}&sort=plannedDate`,
    token,
  );
  const workingDays = days.filter((day) => holidayOn(day) === null);
  expect(jobs.map((job) => job.plannedDate)).toEqual(workingDays);
  expect(jobs.every((job) => job.goodsDescription === 'Weekly pallets to the DC')).toBe(true);
  for (const job of jobs) await expect(upcoming.getByText(new RegExp(`: job ${job.jobNumber} made`))).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // One made day is skipped from the list of days: its job is cancelled and the day stays skipped.
  const last = jobs.at(-1)!;
  await upcoming.getByRole('button', { name: `Skip ${last.plannedDate}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Job ${last.jobNumber} of ${last.plannedDate} will be cancelled`);
  await dialog.getByLabel('Reason (optional)').fill('Dock closed for stocktaking');
  await dialog.getByRole('button', { name: 'Skip day' }).click();
  await expect(upcoming.getByText(`${last.plannedDate}: skipped: Dock closed for stocktaking`)).toBeVisible();
  const after = await getJson<{ plannedDate: string; status: string }[]>(
    `/api/jobs?filters[recurringSchedule][documentId][$eq]=${schedule!.documentId}&sort=plannedDate`,
    token,
  );
  expect(after.find((job) => job.plannedDate === last.plannedDate)?.status).toBe('cancelled');

  await details.getByRole('button', { name: 'Pause' }).click();
  await expect(details.getByRole('button', { name: 'Resume' })).toBeVisible();
});
