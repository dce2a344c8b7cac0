/**
 * The month view's calendar arithmetic on ISO dates (YYYY-MM-DD). Dates are calendar days, not
 * instants, so everything runs in UTC where a day is always 24 hours long.
 */
const DAY_MS = 86_400_000;

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => toDate(toTime(date) + days * DAY_MS);

/** Monday 0 … Sunday 6: the Swedish week starts on Monday. */
export const weekdayIndex = (date: string): number => (new Date(toTime(date)).getUTCDay() + 6) % 7;

/** "2026-11" of "2026-11-23". */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `delta` months after `month` ("2026-12" + 1 → "2027-01"). */
export const shiftMonth = (month: string, delta: number): string => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const firstOfMonth = (month: string): string => `${month}-01`;

export const lastOfMonth = (month: string): string => addDays(firstOfMonth(shiftMonth(month, 1)), -1);

/** The ISO 8601 week number Swedish calendars print beside each week (week 1 holds 4 January). */
export const isoWeekNumber = (date: string): number => {
  const thursday = addDays(date, 3 - weekdayIndex(date));
  const firstThursday = addDays(`${thursday.slice(0, 4)}-01-04`, 3 - weekdayIndex(`${thursday.slice(0, 4)}-01-04`));
  return 1 + Math.round((toTime(thursday) - toTime(firstThursday)) / (7 * DAY_MS));
};

export interface CalendarDay {
  date: string;
  /** False for the days of the months before and after that fill the first and last week. */
  inMonth: boolean;
}

export interface CalendarWeek {
  week: number;
  days: CalendarDay[];
}

/** The first and last day the month view shows: Monday of its first week to Sunday of its last. */
export const gridRange = (month: string): { from: string; to: string } => {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  return { from: addDays(first, -weekdayIndex(first)), to: addDays(last, 6 - weekdayIndex(last)) };
};

/** The month as whole weeks, Monday first, each with its ISO week number. */
export const monthGrid = (month: string): CalendarWeek[] => {
  const { from, to } = gridRange(month);
  const weeks: CalendarWeek[] = [];
  for (let monday = from; monday <= to; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(monday, i);
      return { date, inMonth: monthOf(date) === month };
    });
    weeks.push({ week: isoWeekNumber(monday), days });
  }
  return weeks;
};
