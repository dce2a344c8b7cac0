import type { ItemResponse } from '../contracts/strapi';
import { ApiError } from './api-error';

const isEntry = (value: unknown): value is { documentId: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { documentId?: unknown }).documentId === 'string';

/**
 * The entry of a single-entry answer. A page's id can name another route of the same collection
 * (`/drivers/salaries` asks `/api/drivers/salaries`, a list): that is "not found", not a page that
 * breaks on a shape it never expected.
 */
export const entryOf = <T>(response: ItemResponse<T>): T => {
  if (isEntry(response?.data)) return response.data;
  throw new ApiError({ status: 404, name: 'NotFoundError', message: 'Not Found', details: {}, fieldErrors: {} });
};
