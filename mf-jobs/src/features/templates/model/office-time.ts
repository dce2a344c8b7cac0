import { OFFICE_TIME_ZONE } from '@haulage/shared/format';

/**
 * Wall-clock time in the office (Europe/Stockholm). A template's 07:00 pickup is 07:00 on every
 * day it is used, in winter and in summer time, so times are moved as the office reads them and
 * turned back into instants with the offset of the day they land on.
 */
const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 86_400_000;

const partsAt = (instant: number) => {
  const p = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, ms: (Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second)) * 1000 };
};

/** How far the office's clock is ahead of UTC at this instant (ms). */
const offsetAt = (instant: number): number => {
  const { date, ms } = partsAt(instant);
  return Date.parse(`${date}T00:00:00Z`) + ms - Math.floor(instant / 1000) * 1000;
};

/** An instant as the office reads it: its day and the time into that day (ms). */
export const officeClock = (iso: string): { date: string; ms: number } => partsAt(Date.parse(iso));

/** The instant at which the office's clock shows this day and time. */
export const officeInstant = (date: string, ms: number): string => {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + ms;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first)).toISOString();
};

/** Whole days from one calendar date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same office time, `days` later (or earlier). */
export const moveByDays = (iso: string, days: number): string => {
  const { date, ms } = officeClock(iso);
  return officeInstant(addDays(date, days), ms);
};
