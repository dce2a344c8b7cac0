import { expect, test, type Page } from '@playwright/test';
import { rateJob, type CustomerPricing, type Destination } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

// Seeded by the API on its empty database: the customer has its own agreement (a lower hour
// price), the places are demo destinations in two depots' areas.
const CUSTOMER = 'Hisingens Bygg & Mark AB';
const DRAFT_CUSTOMER = 'Västkustens Livs AB';
const PICKUP = ['Volvo Cars Torslanda', 'Torslanda'] as const;
const DELIVERY = ['IKEA Distribution Jönköping', 'Jönköping'] as const;
const KM = 250;

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const getJson = async <T>(path: string): Promise<T> => ((await (await apiRequest(path)).json()) as { data: T }).data;

/** The preview's rating, worked out here from the API's agreement, model and places with the same rateJob. */
const expectedRating = async (day: string, hours: number) => {
  const [customer] = await getJson<{ documentId: string }[]>(`/api/customers?filters[companyName][$eq]=${encodeURIComponent(CUSTOMER)}`);
  const agreements = await getJson<CustomerPricing[]>(
    `/api/customer-pricings?filters[customer][documentId][$eq]=${customer!.documentId}&filters[status][$eq]=active`,
  );
  const agreement = agreements.find((a) => (!a.validFrom || a.validFrom <= day) && (!a.validTo || a.validTo >= day)) ?? null;
  expect(agreement, 'the seeded customer has its own agreement').not.toBeNull();
  const model = await getJson<CustomerPricing>('/api/customer-pricing/model');
  const places = await getJson<Destination[]>('/api/destinations?populate[0]=area&pagination[pageSize]=100');
  const areaOf = (name: string) => places.find((place) => place.name === name)?.area?.name ?? null;
  const result = rateJob(
    { vehicleClass: 'truck', km: KM, hours, stops: 2, fromArea: areaOf(PICKUP[0]), toArea: areaOf(DELIVERY[0]) },
    agreement,
    model,
  );
  return { ...result, totalText: formatMoney(result.total, { ore: true, currency: result.currency }) };
};

const chooseCustomer = async (page: Page, name: string) => {
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(name.split(' ')[0]!);
  await page.getByRole('combobox', { name: 'Customer', exact: true }).selectOption({ label: name });
};

const placeStop = async (page: Page, n: number, [place, city]: readonly [string, string], from: string, to: string) => {
  await page.getByRole('searchbox', { name: `Search places for stop ${n}` }).fill(place);
  await page.getByRole('combobox', { name: `Stop ${n} destination` }).selectOption({ label: `${place}, ${city}` });
  await page.getByLabel(`Stop ${n} planned from`).fill(from);
  await page.getByLabel(`Stop ${n} planned to`).fill(to);
};

const historyRow = (page: Page, from: string, to: string) =>
  page
    .getByRole('table', { name: 'Status history' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: from, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) });

test('a job for a seeded customer shows its agreement’s price while filled in, is saved at that price and cancelled with a reason', async ({
  page,
}) => {
  const day = inDays(3);
  const rating = await expectedRating(day, 3.5);
  const total = rating.totalText;
  // The demo places lie in the Göteborg and Jönköping zones, a lane the generic model prices.
  expect(rating.basis.lane).toEqual({ fromArea: 'Göteborg', toArea: 'Jönköping' });

  await page.goto('/jobs/createJob');
  await expect(page.getByRole('heading', { level: 1, name: 'Create job' })).toBeVisible();
  await chooseCustomer(page, CUSTOMER);
  await page.getByRole('combobox', { name: 'Contact' }).selectOption({ label: 'Anna Karlsson' });
  await page.getByLabel('Customer reference').fill(`PO-E2E-${Date.now() % 100_000}`);
  await placeStop(page, 1, PICKUP, `${day}T08:00`, `${day}T09:00`);
  await placeStop(page, 2, DELIVERY, `${day}T11:00`, `${day}T11:30`);
  await page.getByLabel('Goods description').fill('Petrol in IBCs');
  await page.getByLabel('Volume (m³)').fill('4,25');
  await page.getByRole('checkbox', { name: 'ADR goods' }).check({ force: true });
  await page.getByRole('textbox', { name: /^UN number/ }).fill('UN 1203');
  await page.getByRole('combobox', { name: /^ADR class/ }).selectOption('3');
  await page.getByRole('combobox', { name: 'Packing group' }).selectOption('II');
  await page.getByLabel('Planned date').fill(day);
  await page.getByLabel('Km planned').fill(String(KM));

  const preview = page.getByRole('region', { name: 'Price preview' });
  await expect(preview).toContainText(`Agreement: ${CUSTOMER}`);
  await expect(preview).toContainText(`Total ${total}`);
  await expect(preview).toContainText(
    'The lane price Göteborg – Jönköping replaces km and hours; fees, stops and waiting time still apply.',
  );
  const lines = preview.getByRole('table', { name: 'Price lines' });
  await expect(lines.locator('tbody tr td:first-child')).toHaveText(rating.lines.map((line) => line.description));
  await expect(lines).toContainText('Sträckpris Göteborg – Jönköping');
  await expect(lines).not.toContainText('Körsträcka');
  await expect(lines).not.toContainText('Timmar');

  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job is created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Job \d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/jobDetails\?id=/);
  // The API rates the saved job with the same agreement: the preview was the price.
  await expect(page.getByRole('region', { name: 'Charges' })).toContainText(`Price total ${total}`);
  await expect(page.getByRole('table', { name: 'Stops' })).toContainText(PICKUP[0]);
  const goods = page.getByRole('region', { name: 'Goods' });
  await expect(goods).toContainText('4,25 m³');
  await expect(goods).toContainText('Yes, UN 1203, 3, II');

  await page.getByRole('button', { name: 'Cancel job' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason for cancelling').fill('Customer called off the delivery');
  await dialog.getByRole('button', { name: 'Cancel job' }).click();
  await expect(page.getByText('Job is moved to Cancelled')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText('Current status: Cancelled.');
  await expect(historyRow(page, 'Open', 'Cancelled')).toContainText('Customer called off the delivery');
});

test('a draft is saved unfinished and submitted from its details', async ({ page }) => {
  await page.goto('/jobs/createJob');
  await chooseCustomer(page, DRAFT_CUSTOMER);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft is saved successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText('Current status: Draft.');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Job is moved to Open')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText('Current status: Open.');
  await expect(historyRow(page, 'Draft', 'Open')).toHaveCount(1);
});
