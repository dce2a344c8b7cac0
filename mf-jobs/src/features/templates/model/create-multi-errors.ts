import { errorMessage, isApiErrorData } from '@haulage/shared/area-kit';

interface ItemError {
  path?: (string | number)[];
  message: string;
}

/**
 * What the office reads when createMulti refuses: one line per bad job in the API's own words
 * (`Job i (data[i]), field: message`) with the day that job was for; anything else as it came.
 */
export const createMultiErrorLines = (error: unknown, dates: readonly string[]): string[] => {
  const items = isApiErrorData(error) ? ((error.details.errors ?? []) as ItemError[]) : [];
  const lines = items.flatMap(({ path = [], message }) => {
    const [index, ...field] = path;
    if (typeof index !== 'number') return [];
    const day = dates[index] ? ` for ${dates[index]}` : '';
    return [`Job ${index} (data[${index}])${day}, ${field.join('.') || 'data'}: ${message}`];
  });
  return lines.length > 0 ? lines : [errorMessage(error)];
};
