import { errorMessage, isApiErrorData } from '@haulage/shared/area-kit';

interface RowError {
  path?: (string | number)[];
  message: string;
}

/**
 * Every bad row in the API's own words, "Row n (line m), field: message" (its message names only
 * the first; `details.errors` holds them all). A refusal of the whole file reads as it came.
 */
export const importErrorLines = (error: unknown): string[] => {
  const rows = isApiErrorData(error) ? ((error.details.errors ?? []) as RowError[]) : [];
  const lines = rows.flatMap(({ path = [], message }) => {
    const [index, ...field] = path;
    return typeof index === 'number' ? [`Row ${index + 1} (line ${index + 2}), ${field.join('.') || 'data'}: ${message}`] : [];
  });
  return lines.length > 0 ? lines : [errorMessage(error)];
};
