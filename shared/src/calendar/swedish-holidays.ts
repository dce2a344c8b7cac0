/**
 * Swedish public holidays (allmänna helgdagar, lag 1989:253) plus the eves that collective
 * agreements treat as holidays (midsummer, Christmas and New Year's eve). Pure and isomorphic:
 * dates are ISO `YYYY-MM-DD` strings, computed in UTC so no time zone shifts a day.
 */
const iso = (date: Date): string => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday (Gregorian, anonymous algorithm). */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utc(year, month, day));
};

/** The first date on or after `from` that falls on the weekday (0 = Sunday … 6 = Saturday). */
const nextWeekday = (from: Date, weekday: number): Date => addDays(from, (weekday - from.getUTCDay() + 7) % 7);

export interface Holiday {
  date: string;
  name: string;
  /** An eve (afton): not a public holiday by law, paid as one by most agreements. */
  eve: boolean;
}

const cache = new Map<number, Holiday[]>();

/** Every public holiday and holiday eve of the year, in date order. */
export const swedishHolidays = (year: number): Holiday[] => {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  const midsummerDay = nextWeekday(utc(year, 6, 20), 6);
  const allSaints = nextWeekday(utc(year, 10, 31), 6);
  const days: Holiday[] = [
    { date: iso(utc(year, 1, 1)), name: 'Nyårsdagen', eve: false },
    { date: iso(utc(year, 1, 6)), name: 'Trettondedag jul', eve: false },
    { date: iso(addDays(easter, -2)), name: 'Långfredagen', eve: false },
    { date: iso(easter), name: 'Påskdagen', eve: false },
    { date: iso(addDays(easter, 1)), name: 'Annandag påsk', eve: false },
    { date: iso(utc(year, 5, 1)), name: 'Första maj', eve: false },
    { date: iso(addDays(easter, 39)), name: 'Kristi himmelsfärdsdag', eve: false },
    { date: iso(addDays(easter, 49)), name: 'Pingstdagen', eve: false },
    { date: iso(utc(year, 6, 6)), name: 'Sveriges nationaldag', eve: false },
    { date: iso(addDays(midsummerDay, -1)), name: 'Midsommarafton', eve: true },
    { date: iso(midsummerDay), name: 'Midsommardagen', eve: false },
    { date: iso(allSaints), name: 'Alla helgons dag', eve: false },
    { date: iso(utc(year, 12, 24)), name: 'Julafton', eve: true },
    { date: iso(utc(year, 12, 25)), name: 'Juldagen', eve: false },
    { date: iso(utc(year, 12, 26)), name: 'Annandag jul', eve: false },
    { date: iso(utc(year, 12, 31)), name: 'Nyårsafton', eve: true },
  ].sort((x, y) => (x.date < y.date ? -1 : 1));
  cache.set(year, days);
  return days;
};

/** The holiday or eve on an ISO date, or null. */
export const swedishHolidayOn = (date: string): Holiday | null =>
  swedishHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date) ?? null;

/** Whether the date is a public holiday or a holiday eve (both pay the holiday supplement). */
export const isSwedishHoliday = (date: string): boolean => swedishHolidayOn(date) !== null;
