import type { Formats } from './formats';

/**
 * A planned window as the customer reads it: the day and both times ("2026-11-27 07:00–08:00"),
 * the end's day too when it differs; one instant when there is no end. Empty without a start.
 */
export const windowText = (f: Formats, from: string | null, to: string | null): string => {
  if (!from) return '';
  if (!to || to === from) return f.dateTime(from);
  return f.date(from) === f.date(to) ? `${f.dateTime(from)}–${f.time(to)}` : `${f.dateTime(from)} – ${f.dateTime(to)}`;
};
