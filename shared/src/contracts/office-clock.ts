/**
 * The office's wall clock (Europe/Stockholm), the one rule between what people read and type
 * (07:00 on 30 March) and the instants the product stores (05:00Z). Every API module and remote
 * that turns one into the other goes through here, so summer and winter time are handled once.
 */
export const OFFICE_TIME_ZONE = 'Europe/Stockholm';

export interface OfficeWallClock {
  /** The office's calendar day, YYYY-MM-DD. */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant (ISO text, epoch ms or a Date) as the office's clock shows it. */
export const officeWallClock = (instant: string | number | Date): OfficeWallClock => {
  const p = Object.fromEntries(wall.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
};

/** How far the office's clock is ahead of UTC at an instant, in ms. */
const offsetAt = (utcMs: number): number => {
  const clock = officeWallClock(utcMs);
  const [y, m, d] = clock.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, clock.hour, clock.minute, clock.second) - Math.floor(utcMs / 1000) * 1000;
};

/**
 * The instant (ISO, UTC) at which the office's clock shows this day and time, or null when the day
 * or time is not a real one. A time skipped by the spring change (02:30 on the last Sunday of
 * March) is read with the winter offset, an hour later on the clock, as a person setting it would.
 */
export const officeInstant = (date: string, hour: number, minute = 0, second = 0): string | null => {
  const match = DATE.exec(date);
  if (!match || ![hour, minute, second].every(Number.isInteger)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asUtc = Date.UTC(y, m - 1, d, hour, minute, second);
  const day = new Date(asUtc);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  // The offset at the wall time read as UTC is right except within hours of a change: look again.
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc))).toISOString();
};

/** Today's date as YYYY-MM-DD on the office's wall, whatever zone the machine is in. */
export const officeToday = (now: Date = new Date()): string => officeWallClock(now).date;
