import { isSwedishHoliday } from '@haulage/shared/contracts';

/**
 * Inconvenient-hours (OB) bands, the one place they are defined. Every minute of work falls in at
 * most one band, the highest that applies: holiday > weekend > night > evening. Times are the
 * office's wall clock (Europe/Stockholm); band edges are whole hours.
 * - evening: Monday–Friday 18:00–22:00
 * - night: every day 22:00–06:00
 * - weekend: Saturday and Sunday, all day
 * - holiday: public holidays and holiday eves (midsummer, Christmas, New Year's eve), all day
 */
export const OB_BANDS = ['ob_holiday', 'ob_weekend', 'ob_night', 'ob_evening'] as const;
export type ObBand = (typeof OB_BANDS)[number];

export const EVENING_FROM = 18;
export const NIGHT_FROM = 22;
export const NIGHT_TO = 6;

/** The band of one wall-clock hour of a date (0 = Sunday … 6 = Saturday from the ISO date). */
export const bandOf = (date: string, hour: number): ObBand | null => {
  if (isSwedishHoliday(date)) return 'ob_holiday';
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'ob_weekend';
  if (hour >= NIGHT_FROM || hour < NIGHT_TO) return 'ob_night';
  if (hour >= EVENING_FROM) return 'ob_evening';
  return null;
};

const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Minutes since midnight of "HH:mm". */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Hours per band of a work interval starting at `date` `start` ("HH:mm") and lasting `hours`
 * (it may run past midnight into the next day, which is classified by its own date).
 */
export const bandHours = (date: string, start: string, hours: number): Record<ObBand, number> => {
  const totals: Record<ObBand, number> = { ob_holiday: 0, ob_weekend: 0, ob_night: 0, ob_evening: 0 };
  let day = date;
  let minute = minutesOf(start);
  let left = Math.round(hours * 60);
  while (left > 0) {
    if (minute >= 1440) {
      day = nextDate(day);
      minute -= 1440;
    }
    const hour = Math.floor(minute / 60);
    const piece = Math.min(left, (hour + 1) * 60 - minute);
    const band = bandOf(day, hour);
    if (band) totals[band] += piece;
    minute += piece;
    left -= piece;
  }
  for (const band of OB_BANDS) totals[band] = Math.round((totals[band] / 60) * 100) / 100;
  return totals;
};
