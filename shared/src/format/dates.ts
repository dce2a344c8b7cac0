import { OFFICE_TIME_ZONE } from '../contracts/office-clock';

/**
 * Swedish dates: ISO order (2026-11-23), 24-hour time (2026-11-23 14:05) and one long form
 * ("23 november 2026"). Instants are shown in the office's time zone, not the browser's, so two
 * users abroad read the same day; a calendar date (YYYY-MM-DD) is shown as stored.
 */
export { OFFICE_TIME_ZONE };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateParts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longForm = new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

type Value = string | Date | null | undefined;

const partsOf = (value: Date): Record<string, string> =>
  Object.fromEntries(dateParts.formatToParts(value).map((part) => [part.type, part.value]));

const toDate = (value: Exclude<Value, null | undefined>): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar day in the office: "2026-11-23". Missing → "—". */
export const formatDate = (value: Value): string => {
  if (!value) return '—';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  const date = toDate(value);
  if (!date) return String(value);
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day}`;
};

/** Date and 24-hour time in the office: "2026-11-23 14:05". Missing → "—". */
export const formatDateTime = (value: Value): string => {
  if (!value) return '—';
  const date = toDate(value);
  if (!date) return String(value);
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

/** The one long form, for headings and sentences: "23 november 2026". */
export const formatLongDate = (value: Value): string => {
  const day = formatDate(value);
  if (!CALENDAR_DATE.test(day)) return day;
  return longForm.format(new Date(`${day}T00:00:00Z`));
};

/** A datetime-local input's value for an instant, in the browser's zone (what the input edits). */
export const toDateTimeInput = (value: Date = new Date()): string => {
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
