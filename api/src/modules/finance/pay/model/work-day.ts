import { minutesOf } from './pay-bands';

/** A completed job as pay counts it: its work date, its start on the office's clock, hours and km. */
export interface WorkItem {
  jobId: number;
  jobNumber: number;
  date: string;
  /** "HH:mm" wall clock; jobs without a planned time start at DEFAULT_START. */
  start: string;
  hours: number;
  km: number;
}

export const DEFAULT_START = '07:00';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The Monday of the date's week, so weeks group the same on every runtime. */
export const mondayOf = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

export interface WorkDay {
  date: string;
  hours: number;
  km: number;
  /** Minutes since the day's midnight; `end` may pass 1440 when work runs into the night. */
  start: number;
  end: number;
}

/** The driver's work per date, in date order. */
export const workDays = (work: readonly WorkItem[]): WorkDay[] => {
  const days = new Map<string, WorkDay>();
  for (const item of work) {
    const start = minutesOf(item.start);
    const end = start + Math.round(item.hours * 60);
    const day = days.get(item.date);
    if (!day) days.set(item.date, { date: item.date, hours: item.hours, km: item.km, start, end });
    else
      Object.assign(day, {
        hours: day.hours + item.hours,
        km: day.km + item.km,
        start: Math.min(day.start, start),
        end: Math.max(day.end, end),
      });
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)).map((d) => ({ ...d, hours: round2(d.hours), km: round2(d.km) }));
};

/**
 * Overtime hours: beyond `dailyHours` on each day, plus whatever of a week still exceeds
 * `weeklyHours` after the daily overtime (so no hour counts twice). A limit of 0 is no limit.
 */
export const overtimeHours = (days: readonly WorkDay[], dailyHours: number, weeklyHours: number): number => {
  const weeks = new Map<string, { hours: number; daily: number }>();
  let total = 0;
  for (const day of days) {
    const daily = dailyHours > 0 ? Math.max(0, day.hours - dailyHours) : 0;
    total += daily;
    const week = weeks.get(mondayOf(day.date)) ?? { hours: 0, daily: 0 };
    weeks.set(mondayOf(day.date), { hours: week.hours + day.hours, daily: week.daily + daily });
  }
  if (weeklyHours > 0) for (const week of weeks.values()) total += Math.max(0, week.hours - weeklyHours - week.daily);
  return round2(total);
};

/** A day away counts for per-diem when its jobs cover at least this many km (beyond 50 km out and back). */
export const PER_DIEM_MIN_KM = 100;
const NOON = 12 * 60;
const SEVEN_PM = 19 * 60;

/**
 * Per-diem (traktamente) days: a day with at least PER_DIEM_MIN_KM is a full day when work starts
 * before 12:00 and ends after 19:00 (Skatteverket's full-day times), otherwise a partial day.
 */
export const perDiemDays = (days: readonly WorkDay[]): { full: string[]; partial: string[] } => {
  const away = days.filter((day) => day.km >= PER_DIEM_MIN_KM);
  const isFull = (day: WorkDay) => day.start < NOON && day.end > SEVEN_PM;
  return { full: away.filter(isFull).map((d) => d.date), partial: away.filter((d) => !isFull(d)).map((d) => d.date) };
};
