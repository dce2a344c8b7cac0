import { formatDateTime } from '@haulage/shared/format';

/**
 * A stop's planned window as the office reads it, in the office's time: "2026-03-02 06:00–07:00"
 * within a day, both ends in full across midnight, one end alone when only one is planned.
 */
export const stopWindow = (from: string | null, to: string | null): string => {
  if (!from && !to) return '—';
  if (!from) return `until ${formatDateTime(to)}`;
  if (!to) return `from ${formatDateTime(from)}`;
  const [start, end] = [formatDateTime(from), formatDateTime(to)];
  const [startDay, endDay] = [start.slice(0, 10), end.slice(0, 10)];
  return startDay === endDay ? `${start}–${end.slice(11)}` : `${start} – ${end}`;
};
