import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, apiRequest, createUser, useStoredToken } from '../support/auth';

const addDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const created = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
};

/**
 * An area of its own with one truck whose roadworthiness inspection is overdue, and one open job
 * wanted on a day three weeks out (where the demo data plans nothing), all through the API.
 */
const arrange = async (token: string) => {
  const stamp = Date.now();
  const day = addDays(21);
  const inspectionDue = addDays(-30);
  const area = await created<{ documentId: string; name: string }>(
    await apiRequest('/api/areas', { token, method: 'POST', body: JSON.stringify({ data: { name: `Planning E2E ${stamp}` } }) }),
  );
  const truckName = `Volvo FH Overdue ${stamp}`;
  const truck = await created<{ documentId: string }>(
    await apiRequest('/api/trucks', {
      token,
      method: 'POST',
      body: JSON.stringify({
        data: {
          truckName,
          truckNumber: `PL-${stamp % 100_000}`,
          registrationPlateNumber: `PLN${String(stamp % 1000).padStart(3, '0')}`,
          truckType: 'tractor',
          vehicleClass: 'truck',
          area: area.documentId,
          techInspectionDate: inspectionDue,
        },
      }),
    }),
  );
  const customers = (await (await apiRequest('/api/customers?pagination[pageSize]=1', { token })).json()) as {
    data: { documentId: string }[];
  };
  const job = await created<{ documentId: string; jobNumber: number }>(
    await apiRequest('/api/jobs', {
      token,
      method: 'POST',
      body: JSON.stringify({
        data: { customer: customers.data[0]!.documentId, vehicleClass: 'truck', plannedDate: day, kmPlanned: 180, status: 'open' },
      }),
    }),
  );
  return { area, truck, truckName, job, day, inspectionDue, board: `/jobs/jobPlanning?view=day&date=${day}&area=${area.documentId}` };
};

/** dnd-kit's PointerSensor starts a drag only after the pointer has moved a few pixels while held. */
const drag = async (page: Page, card: Locator, target: Locator) => {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + 24, y: from.y + 12 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
};

const truckCell = (page: Page, areaName: string, truckName: string) =>
  page
    .getByRole('table', { name: areaName })
    .getByRole('row', { name: new RegExp(truckName) })
    .getByRole('cell')
    .first();

test('a job dropped on a truck with an overdue inspection is planned with the conflict, and another browser sees it move', async ({
  browser,
}) => {
  const token = await apiLogin();
  const { area, truck, truckName, job, day, inspectionDue, board } = await arrange(token);
  const viewer = await createUser('viewer');
  const planner = await browser.newContext();
  const watcher = await browser.newContext();
  try {
    const planning = await planner.newPage();
    const watching = await watcher.newPage();
    await useStoredToken(planning, token);
    await useStoredToken(watching, await apiLogin(viewer.email, viewer.password));
    await planning.goto(board);
    await watching.goto(board);

    const card = planning.getByRole('region', { name: /^Unplanned/ }).getByRole('article', { name: `Job ${job.jobNumber}` });
    await expect(card).toBeVisible();
    await expect(watching.getByRole('region', { name: /^Unplanned/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
    await expect(watching.getByRole('button', { name: /^Plan job/ })).toHaveCount(0);

    const cell = truckCell(planning, area.name, truckName);
    await drag(planning, card, cell);

    const planned = cell.getByRole('article', { name: `Job ${job.jobNumber}` });
    await expect(planned).toBeVisible();
    const message = `${truckName}'s roadworthiness inspection was due ${inspectionDue}`;
    const badge = planned.getByRole('button', { name: new RegExp(`conflicts? on job ${job.jobNumber}$`) });
    await expect(badge).toHaveAttribute('title', new RegExp(message));
    await badge.click();
    await expect(planned.getByText(message)).toBeVisible();
    await expect(planning.getByRole('region', { name: 'Conflicts' })).toContainText(`Job ${job.jobNumber} – ${message}`);

    const saved = (await (await apiRequest(`/api/jobs/${job.documentId}?populate=truck`, { token })).json()) as {
      data: { status: string; plannedDate: string; truck: { documentId: string } };
    };
    expect(saved.data).toMatchObject({ status: 'planned', plannedDate: day, truck: { documentId: truck.documentId } });

    // The watcher never reloads: the `jobs` topic refreshes its board.
    await expect(truckCell(watching, area.name, truckName).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible({
      timeout: 15_000,
    });

    await drag(planning, planned, planning.getByRole('region', { name: /^Unplanned/ }));
    await expect(planning.getByRole('region', { name: /^Unplanned/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
    await expect(planning.getByRole('region', { name: 'Conflicts' })).not.toContainText(`Job ${job.jobNumber} –`);
    await expect(watching.getByRole('region', { name: /^Unplanned/ }).getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await planner.close();
    await watcher.close();
  }
});

test('a truck sent to the workshop is a conflict every dispatcher sees, after a reload too, stated on the card on hover and focus', async ({
  browser,
}) => {
  const token = await apiLogin();
  const { area, truck, truckName, job, day, board } = await arrange(token);
  // Planned through PUT, the seed's own call: the one assignment path answers its conflicts.
  const put = await apiRequest(`/api/jobs/${job.documentId}`, {
    token,
    method: 'PUT',
    body: JSON.stringify({ data: { truck: truck.documentId, plannedDate: day, status: 'planned' } }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  expect(((await put.json()) as { meta: { conflicts: { code: string }[] } }).meta.conflicts.map((c) => c.code)).toContain(
    'inspection_overdue',
  );
  const setStatus = async (truckStatus: string) => {
    const res = await apiRequest(`/api/trucks/${truck.documentId}`, {
      token,
      method: 'PUT',
      body: JSON.stringify({ data: { truckStatus } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  await setStatus('in_workshop');
  const line = `Job ${job.jobNumber} – ${truckName} is in workshop`;
  const other = await createUser('dispatcher');
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const mine = await first.newPage();
    const theirs = await second.newPage();
    await useStoredToken(mine, token);
    await useStoredToken(theirs, await apiLogin(other.email, other.password));
    // A first visit loads the jobs remote: given longer than a later change.
    const loaded = { timeout: 30_000 };
    await mine.goto(board);
    await expect(mine.getByRole('region', { name: 'Conflicts' })).toContainText(line, loaded);
    await mine.reload();
    await expect(mine.getByRole('region', { name: 'Conflicts' })).toContainText(line, loaded);
    await theirs.goto(board);
    await expect(theirs.getByRole('region', { name: 'Conflicts' })).toContainText(line, loaded);

    const card = truckCell(theirs, area.name, truckName).getByRole('article', { name: `Job ${job.jobNumber}` });
    await expect(card).toHaveAccessibleDescription(new RegExp(`${truckName} is in workshop`));
    const text = card.getByRole('tooltip');
    await expect(text).toBeHidden();
    await card.getByRole('button', { name: `Move job ${job.jobNumber}` }).focus();
    await expect(text).toBeVisible();
    await expect(text).toContainText(`${truckName} is in workshop`);
    await theirs.getByRole('heading', { level: 1 }).click();
    await expect(text).toBeHidden();
    await card.hover();
    await expect(text).toBeVisible();
    expect(await seriousViolations(theirs)).toEqual([]);

    // Back from the workshop: the `trucks` topic refreshes both lists, no reload.
    await setStatus('available');
    await expect(mine.getByRole('region', { name: 'Conflicts' })).not.toContainText(line, { timeout: 15_000 });
    await expect(theirs.getByRole('region', { name: 'Conflicts' })).not.toContainText(line, { timeout: 15_000 });
    await expect(theirs.getByRole('region', { name: 'Conflicts' })).toContainText(`Job ${job.jobNumber} – ${truckName}'s roadworthiness`);
  } finally {
    await first.close();
    await second.close();
  }
});

const seriousViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

test('both boards pass axe for a dispatcher and for a read-only viewer', async ({ browser }) => {
  const viewer = await createUser('viewer');
  const found: string[] = [];
  for (const token of [await apiLogin(), await apiLogin(viewer.email, viewer.password)]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useStoredToken(page, token);
    for (const [path, heading, ready] of [
      ['/jobs/jobPlanning', 'Job planning', 'Unplanned'],
      ['/jobs/jobPlanning2', 'Area planning', 'Göteborg'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: new RegExp(`^${ready}`) }).first()).toBeVisible();
      found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    await context.close();
  }
  expect(found, found.join('\n')).toEqual([]);
});

/** An area of its own with two trucks, `busy` jobs planned on each truck's first day (tall rows) and one open job. */
const arrangeTallWeek = async (token: string, busy: number) => {
  const stamp = Date.now();
  const day = addDays(35);
  const area = await created<{ documentId: string; name: string }>(
    await apiRequest('/api/areas', { token, method: 'POST', body: JSON.stringify({ data: { name: `Tall week ${stamp}` } }) }),
  );
  const trucks: { documentId: string; truckName: string }[] = [];
  for (const n of [1, 2]) {
    const truckName = `Scania Tall ${n} ${stamp}`;
    const truck = await created<{ documentId: string }>(
      await apiRequest('/api/trucks', {
        token,
        method: 'POST',
        body: JSON.stringify({
          data: {
            truckName,
            truckNumber: `TW${n}-${stamp % 100_000}`,
            registrationPlateNumber: `${'AB'[n - 1]}TW${String(stamp % 1000).padStart(3, '0')}`,
            truckType: 'tractor',
            vehicleClass: 'truck',
            area: area.documentId,
          },
        }),
      }),
    );
    trucks.push({ documentId: truck.documentId, truckName });
  }
  const customers = (await (await apiRequest('/api/customers?pagination[pageSize]=1', { token })).json()) as {
    data: { documentId: string }[];
  };
  const newJob = async () =>
    created<{ documentId: string; jobNumber: number }>(
      await apiRequest('/api/jobs', {
        token,
        method: 'POST',
        body: JSON.stringify({
          data: { customer: customers.data[0]!.documentId, vehicleClass: 'truck', plannedDate: day, status: 'open' },
        }),
      }),
    );
  for (const truck of trucks) {
    for (let i = 0; i < busy; i += 1) {
      const job = await newJob();
      const assigned = await apiRequest(`/api/jobs/${job.documentId}/assign`, {
        token,
        method: 'POST',
        body: JSON.stringify({ data: { truck: truck.documentId, plannedDate: day } }),
      });
      expect(assigned.status, await assigned.clone().text()).toBe(200);
    }
  }
  const job = await newJob();
  return { area, trucks, job, day, board: `/jobs/jobPlanning?view=week&date=${day}&area=${area.documentId}` };
};

const dayCell = (page: Page, areaName: string, truckName: string, column: number) =>
  page
    .getByRole('table', { name: areaName })
    .getByRole('row', { name: new RegExp(truckName) })
    .getByRole('cell')
    .nth(column);

/** The date of a day column of the week ("Tue 2026-11-24"). */
const columnDate = async (page: Page, areaName: string, column: number) =>
  /\d{4}-\d{2}-\d{2}/.exec(
    await page
      .getByRole('table', { name: areaName })
      .getByRole('columnheader')
      .nth(column + 1)
      .innerText(),
  )?.[0];

const plannedOn = async (token: string, documentId: string) =>
  (
    (await (await apiRequest(`/api/jobs/${documentId}?populate=truck`, { token })).json()) as {
      data: { plannedDate: string | null; truck: { documentId: string } | null };
    }
  ).data;

/** The drop tests' board: a week whose first truck has four planned jobs, one open job held by the pointer. */
const holdOpenJob = async (page: Page, height: number) => {
  const token = await apiLogin();
  const week = await arrangeTallWeek(token, 4);
  await page.setViewportSize({ width: 1280, height });
  await useStoredToken(page, token);
  await page.goto(week.board);
  const card = page.getByRole('region', { name: /^Unplanned/ }).getByRole('article', { name: `Job ${week.job.jobNumber}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + 24, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + 36, from.y + 24, { steps: 4 });
  return { token, ...week };
};

/** The dropped job shows in its cell at once, and the server plans it on that cell's truck and day. */
const expectPlannedIn = async (
  page: Page,
  token: string,
  week: Awaited<ReturnType<typeof arrangeTallWeek>>,
  truck: number,
  column: number,
) => {
  const cell = dayCell(page, week.area.name, week.trucks[truck]!.truckName, column);
  await expect(cell.getByRole('article', { name: `Job ${week.job.jobNumber}` })).toBeVisible();
  const date = await columnDate(page, week.area.name, column);
  await expect
    .poll(async () => plannedOn(token, week.job.documentId))
    .toMatchObject({ plannedDate: date, truck: { documentId: week.trucks[truck]!.documentId } });
};

test('a drop near the bottom of a tall cell plans the job on that cell’s truck and day', async ({ page }) => {
  const { token, ...week } = await holdOpenJob(page, 1000);
  const { area, trucks } = week;

  // The second day of the first truck: empty, but as tall as the row of four planned jobs.
  const cell = dayCell(page, area.name, trucks[0]!.truckName, 1);
  const box = (await cell.boundingBox())!;
  expect(box.height).toBeGreaterThan(250);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 8, { steps: 20 });
  await page.mouse.up();

  await expectPlannedIn(page, token, week, 0, 1);
  await expect(page.getByText('dropped outside the board')).toHaveCount(0);
});

test('a drop after the board scrolled under the held card lands on the truck under the pointer', async ({ page }) => {
  const { token, ...week } = await holdOpenJob(page, 700);
  const target = dayCell(page, week.area.name, week.trucks[1]!.truckName, 2);

  // Near the bottom edge the board scrolls by itself; the wheel takes it further while the card is held.
  await page.mouse.move(640, 690, { steps: 10 });
  await page.waitForTimeout(400);
  await page.mouse.wheel(0, 500);
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  // Away from the edge the autoscroll stops; however far it went, the wheel brings the target cell
  // back under the pointer's reach while the card is still held.
  await page.mouse.move(640, 350, { steps: 5 });
  let box = (await target.boundingBox())!;
  for (let i = 0; i < 10 && (box.y < 60 || box.y + 60 > 700); i += 1) {
    await page.mouse.wheel(0, box.y - 250);
    await page.waitForTimeout(200);
    box = (await target.boundingBox())!;
  }
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + 40).toBeLessThan(700);
  const y = Math.min(box.y + box.height - 20, 600);
  await page.mouse.move(box.x + box.width / 2, y, { steps: 10 });
  await page.mouse.up();

  await expectPlannedIn(page, token, week, 1, 2);
});

test('at 1280 px the week board shows all seven days, Sunday included, without scrolling', async ({ page }) => {
  const token = await apiLogin();
  const { area, board } = await arrangeTallWeek(token, 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useStoredToken(page, token);
  await page.goto(board);
  const table = page.getByRole('table', { name: area.name });
  const sunday = table.getByRole('columnheader', { name: /^Sun / });
  await expect(sunday).toBeVisible({ timeout: 30_000 });
  const frame = page.getByRole('group', { name: area.name });
  const [sundayBox, frameBox] = [(await sunday.boundingBox())!, (await frame.boundingBox())!];
  expect(sundayBox.x + sundayBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('at 1280 px the area board’s columns scroll inside their own frame, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useStoredToken(page, await apiLogin());
  await page.goto('/jobs/jobPlanning2');
  const frame = page.getByRole('group', { name: 'Areas' });
  await expect(frame.getByRole('heading', { name: 'Göteborg' })).toBeVisible({ timeout: 30_000 });
  const box = (await frame.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // More areas than fit: the frame scrolls sideways and brings the last one into view.
  const last = frame.getByRole('heading', { level: 2 }).last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('the unplanned pane finds a new job by its number on the server, first among the open jobs', async ({ page }) => {
  const token = await apiLogin();
  const { job, board } = await arrangeTallWeek(token, 0);
  await useStoredToken(page, token);
  await page.goto(board);
  const pane = page.getByRole('region', { name: /^Unplanned/ });
  await expect(pane.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const search = page.waitForRequest((request) => request.url().includes('/api/jobs?') && request.url().includes(`_q=${job.jobNumber}`));
  await pane.getByRole('searchbox', { name: 'Search open jobs' }).fill(String(job.jobNumber));
  await search;
  await expect(pane.getByRole('article')).toHaveCount(1);
  await expect(pane.getByRole('article', { name: `Job ${job.jobNumber}` })).toBeVisible();
  await expect(pane.getByRole('heading', { name: 'Unplanned (1)' })).toBeVisible();
});
