/**
 * Swedish public holidays (röda dagar, Lag 1989:253) and the eves a haulier treats as days off,
 * computed for any year: Easter by the Gregorian computus, Midsummer and All Saints' as the
 * Saturday in their windows. Dates are calendar days, `YYYY-MM-DD`. One calendar for recurring
 * schedules' holiday policy (API and jobs area) and the holiday supplement of driver pay.
 */
export interface Holiday {
  date: string;
  name: string;
  /** An eve (afton): not a public holiday by law, but docks close and agreements pay it as one. */
  eve: boolean;
}

const DAY = 86_400_000;
const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (time: number): string => new Date(time).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day);

/** Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
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
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** The Saturday among seven days starting at month/day. */
const saturdayFrom = (year: number, month: number, day: number): number => {
  const start = utc(year, month, day);
  return start + ((6 - new Date(start).getUTCDay() + 7) % 7) * DAY;
};

/**
 * The year's days off, in date order. Beyond the röda dagar this includes Easter Saturday,
 * Midsummer Eve, Christmas Eve and New Year's Eve: not public holidays in law, but days on which
 * customers' docks are closed, so a schedule treats them like one.
 */
export const swedishHolidays = (year: number): Holiday[] => {
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  const fromEaster = (days: number, name: string, eve = false): Holiday => ({ date: iso(easter + days * DAY), name, eve });
  const fixed = (month: number, day: number, name: string, eve = false): Holiday => ({ date: iso(utc(year, month, day)), name, eve });
  const midsummerDay = saturdayFrom(year, 6, 20);
  return [
    fixed(1, 1, 'Nyårsdagen'),
    fixed(1, 6, 'Trettondedag jul'),
    fromEaster(-2, 'Långfredagen'),
    fromEaster(-1, 'Påskafton', true),
    fromEaster(0, 'Påskdagen'),
    fromEaster(1, 'Annandag påsk'),
    fixed(5, 1, 'Första maj'),
    fromEaster(39, 'Kristi himmelsfärdsdag'),
    fromEaster(49, 'Pingstdagen'),
    fixed(6, 6, 'Sveriges nationaldag'),
    { date: iso(midsummerDay - DAY), name: 'Midsommarafton', eve: true },
    { date: iso(midsummerDay), name: 'Midsommardagen', eve: false },
    { date: iso(saturdayFrom(year, 10, 31)), name: 'Alla helgons dag', eve: false },
    fixed(12, 24, 'Julafton', true),
    fixed(12, 25, 'Juldagen'),
    fixed(12, 26, 'Annandag jul'),
    fixed(12, 31, 'Nyårsafton', true),
  ].sort((x, y) => x.date.localeCompare(y.date));
};

const byYear = new Map<number, Map<string, Holiday>>();

/** The holiday or eve on a day, or null. */
export const swedishHolidayOn = (date: string): Holiday | null => {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(swedishHolidays(year).map((h) => [h.date, h]));
    byYear.set(year, days);
  }
  return days.get(date) ?? null;
};

/** The holiday's name on a day, or null. */
export const holidayOn = (date: string): string | null => swedishHolidayOn(date)?.name ?? null;

/** Whether the day is a public holiday or an eve (both pay the holiday supplement). */
export const isSwedishHoliday = (date: string): boolean => swedishHolidayOn(date) !== null;

/** A working day: Monday to Friday and no holiday. */
export const isWorkday = (date: string): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidayOn(date) === null;
};

/** The date `days` calendar days away. */
export const addDays = (date: string, days: number): string => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);
