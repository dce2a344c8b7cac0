import { expect, test } from '@playwright/test';
import { apiLogin, apiRequest, useStoredToken } from '../support/auth';

// A 1×1 PNG and the smallest PDF the API accepts: the suite needs no image library.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.beforeEach(async ({ page }) => {
  await useStoredToken(page, await apiLogin());
});

test('upload three files at once, find one by its truck, see the owner, and delete only the free one', async ({ page }) => {
  const stamp = Date.now();
  const names = [`cab-${stamp}.png`, `trailer-${stamp}.png`, `cmr-${stamp}.pdf`];

  await page.goto('/gallery/gallery');
  await page.getByLabel('Upload files').setInputFiles([
    { name: names[0]!, mimeType: 'image/png', buffer: PNG },
    { name: names[1]!, mimeType: 'image/png', buffer: PNG },
    { name: names[2]!, mimeType: 'application/pdf', buffer: PDF },
  ]);
  for (const name of names)
    await expect(page.getByRole('progressbar', { name: `Upload progress of ${name}` })).toHaveAttribute('value', '100');
  await expect(page.getByRole('progressbar', { name: 'Overall upload progress' })).toHaveAttribute('value', '100');
  await expect(page.getByRole('list', { name: 'Uploads' }).getByText('Uploaded')).toHaveCount(3);

  // Attach the first upload to a new truck, as the fleet area's photo field would.
  const listed = await (await apiRequest(`/api/upload/files?filters[name][$eq]=${names[0]}`)).json();
  const truckName = `Volvo FH Gallery ${stamp}`;
  const truck = await apiRequest('/api/trucks', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        truckName,
        truckNumber: `G-${stamp % 100000}`,
        registrationPlateNumber: `GAL${String(stamp % 1000).padStart(3, '0')}`,
        truckType: 'tractor',
        profilePhoto: listed.data[0].id,
      },
    }),
  });
  expect(truck.status).toBe(201);
  const truckId = (await truck.json()).data.documentId as string;

  await page.getByLabel('Search by name').fill(String(stamp));
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Belongs to').selectOption({ label: 'Trucks' });
  await expect(page).toHaveURL(/owner=trucks/);
  const files = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
  await expect(files).toHaveCount(1);
  await expect(files.first()).toContainText(names[0]!);

  await page.getByRole('button', { name: `Open ${names[0]}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: `Profile photo of truck ${truckName}` })).toHaveAttribute('href', `/trucks/${truckId}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: names[0] }).getByRole('alert')).toHaveText(
    `This file is the profile photo of truck ${truckName}`,
  );

  await page.getByLabel('Belongs to').selectOption({ label: 'Any owner' });
  await page.getByRole('button', { name: `Delete ${names[1]}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: names[1] })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(2);
});
