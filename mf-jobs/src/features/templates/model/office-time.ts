import { officeInstant as instantOnOfficeClock, officeWallClock } from '@haulage/shared/contracts';

/**
 * Wall-clock time in the office (the shared office clock). A template's 07:00 pickup is 07:00 on
 * every day it is used, in winter and in summer time, so times are moved as the office reads them
 * and turned back into instants with the offset of the day they land on.
 */
const DAY_MS = 86_400_000;

/** An instant as the office reads it: its day and the time into that day (ms). */
export const officeClock = (iso: string): { date: string; ms: number } => {
  const clock = officeWallClock(iso);
  return { date: clock.date, ms: (clock.hour * 3600 + clock.minute * 60 + clock.second) * 1000 };
};

/** The instant at which the office's clock shows this day and time (ms into the day). */
export const officeInstant = (date: string, ms: number): string => {
  const seconds = Math.floor(ms / 1000);
  return instantOnOfficeClock(date, Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60)!;
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
