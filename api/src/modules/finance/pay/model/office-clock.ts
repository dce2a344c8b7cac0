import { officeWallClock } from '@haulage/shared/contracts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** "HH:mm" on the office's wall clock (Europe/Stockholm) of an ISO date-time; OB bands are wall-clock hours. */
export const officeTime = (iso: string): string => {
  const { hour, minute } = officeWallClock(iso);
  return `${pad(hour)}:${pad(minute)}`;
};

/** The first and last day of a month "YYYY-MM". */
export const monthBounds = (period: string): { from: string; to: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { from: `${period}-01`, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
};
