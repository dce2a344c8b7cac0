import { expect, type Page } from '@playwright/test';
import { apiRequest } from './auth';

/** The total the API reports for a list query, to compare with what the screen shows. */
export const apiTotal = async (resource: string, query: string): Promise<number> => {
  const response = await apiRequest(`/api/${resource}?pagination[pageSize]=1&${query}`);
  const body = (await response.json()) as { meta: { pagination: { total: number } } };
  return body.meta.pagination.total;
};

/** The data rows of the table with this accessible name. */
export const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

export const expectResults = async (page: Page, total: number): Promise<void> => {
  await expect(page.getByText(new RegExp(`^${total} results?$`))).toBeVisible();
};
