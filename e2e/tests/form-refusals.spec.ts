import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

const stamp = () => String(Date.now() % 1000).padStart(3, '0');
// Swedish plates use no I, Q or V.
const PLATE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ';
const letters = () => `${PLATE_LETTERS[Date.now() % 23]}${PLATE_LETTERS[Math.floor(Math.random() * 23)]}`;

const createTruck = async (plate: string, odometer = 100_000): Promise<string> => {
  const response = await apiRequest('/api/trucks', {
    method: 'POST',
    body: JSON.stringify({
      data: { truckName: `Refusal ${plate}`, truckNumber: `R-${plate}`, registrationPlateNumber: plate, truckType: 'tractor', odometer },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
};

/** The field group (label, control, message) a labelled control sits in. */
const fieldOf = (page: Page, label: RegExp | string) => page.locator('.chakra-field__root').filter({ has: page.getByLabel(label) });

test('a duplicate plate is refused at the plate field, naming the truck that holds it', async ({ page }) => {
  const plate = `D${letters()}${stamp()}`;
  await createTruck(plate);
  await page.goto('/trucks/addTruck');
  await page.getByLabel('Truck name').fill(`Copy of ${plate}`);
  await page.getByLabel('Truck number').fill(`C-${Date.now() % 100000}`);
  await page.getByLabel('Registration plate number').fill(plate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldOf(page, 'Registration plate number')).toContainText(`A truck with plate ${plate} already exists`);
  await expect(page).toHaveURL(/\/trucks\/addTruck$/);
});

test('a lower odometer reading is flagged at the odometer field and stays there', async ({ page }) => {
  const documentId = await createTruck(`O${letters()}${stamp()}`, 120_000);
  await page.goto(`/trucks/${documentId}/edit`);
  await page.getByLabel('Odometer (km)').fill('90000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldOf(page, 'Odometer (km)')).toContainText(/lower than the current 120 000 km/);
  await page.waitForTimeout(2000);
  await expect(fieldOf(page, 'Odometer (km)')).toContainText(/flagged for review/);
  await expect(page).toHaveURL(/\/edit$/);
});

test('a trailer linked to another truck is marked in the picker', async ({ page }) => {
  const busyTruckPlate = `T${letters()}${stamp()}`;
  const busyTruck = await createTruck(busyTruckPlate);
  const otherTruck = await createTruck(`U${letters()}${stamp()}`);
  const trailerPlate = `L${letters()}${stamp()}`;
  const trailer = await apiRequest('/api/trailers', {
    method: 'POST',
    body: JSON.stringify({
      data: { trailerName: `Busy ${trailerPlate}`, plateNumber: trailerPlate, trailerType: 'semi_trailer', bodyType: 'curtainsider' },
    }),
  });
  expect(trailer.status, await trailer.clone().text()).toBe(201);
  const trailerId = ((await trailer.json()) as { data: { documentId: string } }).data.documentId;
  const link = await apiRequest('/api/trailers-links', {
    method: 'POST',
    body: JSON.stringify({ data: { truck: busyTruck, trailer: trailerId, linkedFrom: new Date().toISOString() } }),
  });
  expect(link.status).toBe(201);

  await page.goto(`/trucks/${otherTruck}`);
  const option = page.getByRole('option', { name: `Busy ${trailerPlate} (${trailerPlate}) — in use on ${busyTruckPlate}` });
  await expect(option).toBeAttached();
  await expect(option).toBeDisabled();
});

test('leaving an edited form asks first; a saved form leaves without asking', async ({ page }) => {
  const documentId = await createTruck(`G${letters()}${stamp()}`);
  await page.goto(`/trucks/${documentId}/edit`);
  await page.getByLabel('Truck name').fill('Edited but not saved');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Customers' }).first().click();
  expect(asked).toEqual(['Leave without saving?']);
  await expect(page).toHaveURL(/\/edit$/);

  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/trucks/${documentId}$`));
  await page.getByRole('link', { name: 'Customers' }).first().click();
  await expect(page).toHaveURL(/\/customers/);
  expect(asked).toHaveLength(1);
});
