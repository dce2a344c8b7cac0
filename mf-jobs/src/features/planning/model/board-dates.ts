/**
 * The board's calendar: plain ISO dates (YYYY-MM-DD) computed in UTC, so a day never shifts with
 * the browser's time zone or a daylight-saving change.
 */
export type BoardMode = 'day' | 'week';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** A real calendar date in ISO form ("2026-02-30" is not). */
export const isIsoDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;

export const addDays = (date: string, days: number): string => fromTime(toTime(date) + days * DAY_MS);

/** Monday = 0 … Sunday = 6: the Swedish week starts on Monday. */
const mondayIndex = (date: string): number => (new Date(toTime(date)).getUTCDay() + 6) % 7;

/** The Monday-to-Sunday week a date falls in. */
export const weekDays = (date: string): string[] => {
  const monday = addDays(date, -mondayIndex(date));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
};

/** ISO 8601 week number: the week holding the year's first Thursday is week 1. */
export const isoWeek = (date: string): number => {
  const thursday = addDays(date, 3 - mondayIndex(date));
  const firstOfYear = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((toTime(thursday) - toTime(firstOfYear)) / DAY_MS / 7) + 1;
};

/** The columns of the board: one day, or the week around it. */
export const boardDays = (mode: BoardMode, date: string): string[] => (mode === 'day' ? [date] : weekDays(date));

/** The previous or next day or week. */
export const stepDate = (mode: BoardMode, date: string, direction: -1 | 1): string => addDays(date, direction * (mode === 'day' ? 1 : 7));

/** A column heading: "Mon 2026-03-09". */
export const dayLabel = (date: string): string => `${WEEKDAYS[new Date(toTime(date)).getUTCDay()]} ${date}`;

/** What the board shows: "Week 11: 2026-03-09 – 2026-03-15" or "Mon 2026-03-09". */
export const periodLabel = (mode: BoardMode, date: string): string => {
  if (mode === 'day') return dayLabel(date);
  const days = weekDays(date);
  return `Week ${isoWeek(date)}: ${days[0]} – ${days[6]}`;
};
