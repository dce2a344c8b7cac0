import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

const addDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Job = { documentId: string; jobNumber: number };

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

/** Three open jobs, each from one real destination to another, and an available truck: all through the API. */
const arrange = async (token: string) => {
  const [customer] = await json<{ documentId: string }[]>(await apiRequest('/api/customers?pagination[pageSize]=1', { token }));
  const places = await json<{ documentId: string }[]>(await apiRequest('/api/destinations?sort=id&pagination[pageSize]=6', { token }));
  const [truck] = await json<{ documentId: string; truckName: string; truckNumber: string }[]>(
    await apiRequest(
      '/api/trucks?sort=truckNumber&filters[truckStatus][$eq]=available&filters[vehicleClass][$eq]=truck&pagination[pageSize]=1',
      {
        token,
      },
    ),
  );
  const jobs: Job[] = [];
  for (let i = 0; i < 3; i += 1) {
    const data = {
      customer: customer!.documentId,
      status: 'open',
      kmPlanned: 100,
      stops: [
        { type: 'pickup', destination: places[i]!.documentId },
        { type: 'delivery', destination: places[i + 3]!.documentId },
      ],
    };
    jobs.push(await json<Job>(await apiRequest('/api/jobs', { token, method: 'POST', body: JSON.stringify({ data }) }), 201));
  }
  return { jobs, truck: truck!, day: addDays(45 + (Date.now() % 200)) };
};

/** dnd-kit's PointerSensor starts a drag only after the pointer has moved a few pixels while held. */
const drag = async (page: Page, handle: Locator, target: Locator) => {
  await handle.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
};

test('three open jobs from the basket become one trip whose stops are reordered by dragging, and the order stays after a reload', async ({
  page,
}) => {
  const token = await apiLogin();
  const { jobs, truck, day } = await arrange(token);
  await useStoredToken(page, token);

  for (const job of jobs) {
    await page.goto(`/jobs/jobDetails?id=${job.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Job ${job.jobNumber}` })).toBeVisible();
    await page.getByRole('button', { name: 'Add to trip' }).click();
    await expect(page.getByRole('link', { name: /In the trip basket/ })).toBeVisible();
  }

  await page.getByRole('link', { name: /In the trip basket/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Combine jobs' })).toBeVisible();
  const basket = page.getByRole('list', { name: 'Jobs in the basket' });
  for (const job of jobs) await expect(basket).toContainText(`Job ${job.jobNumber}`);

  // The truck is found by the server's search, like every long picker.
  await page.getByRole('searchbox', { name: 'Search trucks' }).fill(truck.truckNumber);
  await page.getByRole('combobox', { name: 'Truck', exact: true }).selectOption({ label: `${truck.truckName} (${truck.truckNumber})` });
  await page.getByLabel('Day').first().fill(day);
  await page.getByRole('button', { name: 'Create trip' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /^Trip \d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/combineJobs\?id=/);
  await expect(page.getByText('Straight-line estimate')).toBeVisible();
  const stops = page.getByRole('list', { name: 'Stops of the trip' }).getByRole('listitem');
  await expect(stops).toHaveCount(6);
  await expect(stops.nth(0)).toContainText(`Pickup, job ${jobs[0]!.jobNumber}`);
  await expect(stops.nth(2)).toContainText(`Pickup, job ${jobs[1]!.jobNumber}`);

  // The second job's pickup goes first: allowed, since each job's pickup stays before its delivery.
  await drag(page, stops.nth(2).getByRole('button', { name: /^Drag stop 3/ }), stops.nth(0));
  await expect(stops.nth(0)).toContainText(`Pickup, job ${jobs[1]!.jobNumber}`);
  await expect(stops.nth(1)).toContainText(`Pickup, job ${jobs[0]!.jobNumber}`);
  await expect(page.getByText('Saving the new order…')).toHaveCount(0);

  await page.reload();
  await expect(stops).toHaveCount(6);
  await expect(stops.nth(0)).toContainText(`Pickup, job ${jobs[1]!.jobNumber}`);
  await expect(stops.nth(1)).toContainText(`Pickup, job ${jobs[0]!.jobNumber}`);
  await expect(stops.nth(2)).toContainText(`Delivery, job ${jobs[0]!.jobNumber}`);

  // A delivery moved above its own pickup is refused by the API and the order stays.
  await stops.nth(2).getByRole('button', { name: 'Move stop 3 up' }).click();
  await expect(page.getByRole('alert')).toContainText(`Job ${jobs[0]!.jobNumber} is delivered before it is picked up`);
  await expect(stops.nth(1)).toContainText(`Pickup, job ${jobs[0]!.jobNumber}`);

  // On the dispatch board the trip is one bar on its truck and day, with its three jobs inside.
  const tripName = (await page.getByRole('heading', { level: 2, name: /^Trip \d+$/ }).textContent())!;
  await page.goto(`/jobs/jobPlanning?view=day&date=${day}`);
  const bar = page.getByRole('region', { name: tripName });
  await expect(bar).toBeVisible();
  for (const job of jobs) await expect(bar.getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: tripName })).toHaveCount(1);

  // The areas board shows the truck's trip as one bar too, with its number and job count.
  await page.goto(`/jobs/jobPlanning2?date=${day}`);
  const areaBar = page.getByRole('region', { name: tripName });
  await expect(areaBar).toHaveCount(1);
  await expect(areaBar).toContainText('3 jobs');
  for (const job of jobs) await expect(areaBar.getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();

  // A job's row on the list names its trip and links to it.
  await page.goto(`/jobs?search=${jobs[0]!.jobNumber}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(jobs[0]!.jobNumber), exact: true }) });
  await row.getByRole('link', { name: tripName }).click();
  await expect(page.getByRole('heading', { level: 2, name: tripName })).toBeVisible();

  // Unassigned, a job leaves the trip: two jobs and four stops remain.
  const token2 = await apiLogin();
  const moved = await apiRequest(`/api/jobs/${jobs[0]!.documentId}/status`, {
    token: token2,
    method: 'POST',
    body: JSON.stringify({ data: { to: 'open' } }),
  });
  expect(moved.status).toBe(200);
  await page.reload();
  await expect(stops).toHaveCount(4);
});
