import { officeToday } from '@haulage/shared/contracts';
import { validationError } from '../../../http/errors';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const valid = (value: string): boolean => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `from`/`to` as ISO dates (default: today, or the month around it), at most `maxDays` apart. */
export const dateRange = (query: unknown, maxDays = 93, wholeMonth = false): { from: string; to: string } => {
  const { from: f, to: t } = (query ?? {}) as { from?: unknown; to?: unknown };
  // Formatting today in the office's zone costs more than the rest of a board read: only when needed.
  const today = typeof f === 'string' ? '' : officeToday();
  const from = typeof f === 'string' ? f : wholeMonth ? `${today.slice(0, 7)}-01` : today;
  const to =
    typeof t === 'string'
      ? t
      : wholeMonth
        ? new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)), 0)).toISOString().slice(0, 10)
        : from;
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!valid(value)) throw validationError(`${key} must be a date (YYYY-MM-DD)`, { key, source: 'query' });
  }
  if (to < from) throw validationError('to cannot be before from', { key: 'to', source: 'query' });
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > maxDays)
    throw validationError(`The range is at most ${maxDays} days`, { key: 'to', source: 'query' });
  return { from, to };
};
