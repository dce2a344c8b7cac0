import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiRequest, createUser } from '../support/auth';
import { ADMIN } from '../support/stack-config';

/**
 * Every screen of the shell and of every area through axe-core, as an admin, on a desktop and on a
 * phone: no serious or critical violation, exactly one main landmark, and a title of its own.
 * One browser context per viewport signs in once and moves between screens in-app (as a user
 * does), which keeps the whole walk to a minute or two per viewport.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: string;
  heading: string;
  /** The tab title's page part, when it is not the heading. */
  title?: string;
  /** What the screen needs after its heading shows (e.g. open an editor), before the scan. */
  prepare?: (page: Page) => Promise<void>;
}

type Entry = { documentId: string } & Record<string, string>;

const firstOf = async (token: string, resource: string, filter = ''): Promise<Entry> => {
  const response = await apiRequest(`/api/${resource}?${filter}pagination[pageSize]=1`, { token });
  const body = (await response.json()) as { data: Entry[] };
  expect(body.data.length, `the e2e database has ${resource}`).toBeGreaterThan(0);
  return body.data[0]!;
};

const screensFor = async (): Promise<Screen[]> => {
  const token = await apiLogin();
  const [truck, trailer, driver, customer, area, job, invoice] = await Promise.all([
    ...['trucks', 'trailers', 'drivers', 'customers', 'areas'].map((resource) => firstOf(token, resource)),
    firstOf(token, 'jobs', 'filters[kind][$eq]=job&'),
    firstOf(token, 'customers/invoices', 'filters[status][$ne]=draft&'),
  ]);
  const driverName = `${driver!.firstName} ${driver!.lastName}`;
  return [
    { name: 'dashboard', path: '/dashboard', heading: 'Dashboard' },
    { name: 'users', path: '/users', heading: 'Users' },
    { name: 'privacy policy', path: '/privacy-policy', heading: 'Privacy policy' },
    { name: 'gallery', path: '/gallery/gallery', heading: 'Gallery' },
    { name: 'not found', path: '/no-such-page', heading: 'Page not found' },
    { name: 'truck list', path: '/trucks', heading: 'Trucks' },
    { name: 'add truck', path: '/trucks/addTruck', heading: 'Add truck' },
    {
      name: 'truck details, tyres and trailer links',
      path: `/trucks/${truck!.documentId}`,
      heading: truck!.truckName!,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Add tyre set' }).click();
        await expect(page.getByRole('button', { name: 'Save tyre set' })).toBeVisible();
      },
    },
    { name: 'edit truck', path: `/trucks/${truck!.documentId}/edit`, heading: `Edit ${truck!.truckName}` },
    { name: 'driver list', path: '/drivers', heading: 'Drivers' },
    { name: 'add driver', path: '/drivers/addDriver', heading: 'Add driver' },
    { name: 'driver details', path: `/drivers/${driver!.documentId}`, heading: driverName },
    { name: 'trailer list', path: '/trailers', heading: 'Trailers' },
    { name: 'add trailer', path: '/trailers/addTrailer', heading: 'Add trailer' },
    { name: 'trailer details and links', path: `/trailers/${trailer!.documentId}`, heading: trailer!.trailerName! },
    { name: 'edit trailer', path: `/trailers/editTrailer?id=${trailer!.documentId}`, heading: `Edit ${trailer!.trailerName}` },
    { name: 'customer list', path: '/customers', heading: 'Customers' },
    { name: 'add customer', path: '/customers/addCustomer', heading: 'Add customer' },
    {
      name: 'customer details, contacts and pricing',
      path: `/customers/customerDetails?id=${customer!.documentId}`,
      heading: customer!.companyName!,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Edit prices' }).click();
        await expect(page.getByRole('button', { name: 'Save' }).first()).toBeVisible();
      },
    },
    { name: 'edit customer', path: `/customers/editCustomer?id=${customer!.documentId}`, heading: `Edit ${customer!.companyName}` },
    { name: 'saved customer filters', path: '/customers/manageCustomerFilter', heading: 'Saved customer filters' },
    { name: 'job list', path: '/jobs', heading: 'Jobs' },
    { name: 'create job', path: '/jobs/createJob', heading: 'Create job' },
    { name: 'job details', path: `/jobs/jobDetails?id=${job!.documentId}`, heading: `Job ${String(job!.jobNumber)}` },
    { name: 'draft jobs', path: '/jobs/drafts', heading: 'Draft jobs' },
    { name: 'job templates', path: '/jobs/templates', heading: 'Job templates' },
    {
      name: 'recurring jobs and the schedule form',
      path: '/jobs/recurring',
      heading: 'Recurring jobs',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'New schedule' }).first().click();
        await expect(page.getByRole('form', { name: 'Recurring schedule' })).toBeVisible();
      },
    },
    { name: 'import jobs', path: '/jobs/import', heading: 'Import jobs' },
    { name: 'dispatch board', path: '/jobs/jobPlanning', heading: 'Job planning' },
    { name: 'areas board', path: '/jobs/jobPlanning2', heading: 'Area planning' },
    { name: 'combine jobs', path: '/jobs/combineJobs', heading: 'Combine jobs' },
    { name: 'destination list', path: '/destinations', heading: 'Destinations' },
    { name: 'create destination', path: '/destinations/createDestination', heading: 'Create destination' },
    { name: 'area list', path: '/areas', heading: 'Areas' },
    { name: 'create area', path: '/areas/createArea', heading: 'Create area' },
    { name: 'area details', path: `/areas/areaDetails?id=${area!.documentId}`, heading: area!.name! },
    { name: 'invoice list', path: '/invoices', heading: 'Invoices' },
    { name: 'invoice details', path: `/invoices/invoiceDetails?id=${invoice!.documentId}`, heading: `Invoice ${invoice!.number}` },
    { name: 'customer invoicing', path: '/invoices/customersInvoicing', heading: 'Customer invoicing' },
    { name: 'invoice exports', path: '/invoices/exports', heading: 'Invoice exports' },
    { name: 'performance', path: '/invoices/performance', heading: 'Performance' },
    { name: 'driver pay', path: '/invoices/salaries', heading: 'Driver pay' },
  ];
};

const BUSY = '[aria-busy="true"], .chakra-spinner, .chakra-skeleton, .sh-overlay, .sh-spinner';

/** Moves in-app, as a link does (single-spa and the areas' routers follow pushState). */
const goInApp = (page: Page, path: string) => page.evaluate((to) => window.history.pushState(null, '', to), path);

const seriousViolations = async (page: Page, screen: string): Promise<string[]> => {
  // Only violations are read: asking for nothing else lets axe stop collecting every passing node.
  // Legacy mode runs in the page alone; the default opens a blank page per scan to merge frame
  // results, which these screens (no iframes) do not need and which doubles the scan time.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
};

const showScreen = async (page: Page, screen: Screen) => {
  await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
  await expect(page.locator(BUSY)).toHaveCount(0);
  await expect(page.getByRole('main'), `${screen.name} has one main landmark`).toHaveCount(1);
  await expect(page).toHaveTitle(`${screen.title ?? screen.heading} · Haulage`);
  await screen.prepare?.(page);
};

for (const viewport of VIEWPORTS) {
  test(`no serious or critical axe violation on any screen (${viewport.name}, ${viewport.width}px)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const screens = await screensFor();
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    const found: string[] = [];

    await page.goto('/login');
    await showScreen(page, { name: 'login', path: '/login', heading: 'Haulage back office', title: 'Sign in' });
    found.push(...(await seriousViolations(page, 'login')));
    await page.getByLabel(/e-?mail/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const screen of screens) {
      await goInApp(page, screen.path);
      await showScreen(page, screen);
      found.push(...(await seriousViolations(page, screen.name)));
    }

    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      found.push(...(await seriousViolations(page, 'open phone menu')));
    }

    // The 403 page needs a user type that may not open a page: a viewer on /users.
    const viewer = await createUser('viewer');
    await page.evaluate((token) => window.localStorage.setItem('token', token), await apiLogin(viewer.email, viewer.password));
    await page.goto('/users');
    await showScreen(page, { name: '403', path: '/users', heading: '403 Unauthorized' });
    found.push(...(await seriousViolations(page, '403')));

    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
