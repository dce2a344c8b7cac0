import { officeInstant as instantOnOfficeClock, officeWallClock } from '@haulage/shared/contracts';

/**
 * The calendar's date and "HH:mm" fields on the office's wall clock (`@haulage/shared/contracts`'
 * office clock), so an event typed as 09:00 is 09:00 in Stockholm whatever zone the browser is in.
 */
export interface OfficeDateTime {
  date: string;
  time: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** "2026-03-05T08:30:00.000Z" → { date: "2026-03-05", time: "09:30" }. */
export const officeDateTime = (iso: string): OfficeDateTime => {
  const clock = officeWallClock(iso);
  return { date: clock.date, time: `${pad(clock.hour)}:${pad(clock.minute)}` };
};

/**
 * The instant of a wall-clock date and "HH:mm" time in the office: ("2026-07-01", "09:30") →
 * "2026-07-01T07:30:00.000Z". Null when either is not a valid value.
 */
export const officeInstant = (date: string, time: string): string | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? instantOnOfficeClock(date, Number(match[1]), Number(match[2])) : null;
};
