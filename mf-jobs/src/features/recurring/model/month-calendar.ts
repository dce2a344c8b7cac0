import type { OccurrencePreview } from '@haulage/shared/contracts';

export interface CalendarDay {
  date: string;
  day: number;
  occurrence: OccurrencePreview | null;
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  /** Weeks Monday first; null pads the days of other months. */
  weeks: (CalendarDay | null)[][];
}

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The months the days fall in, as Monday-first grids with each day's occurrence. */
export const calendarMonths = (days: OccurrencePreview[]): CalendarMonth[] => {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))].sort();
  return months.map((month) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
    const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
    for (let day = 1; day <= daysIn(year, m); day += 1) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      cells.push({ date, day, occurrence: byDate.get(date) ?? null });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
    return { month, weeks };
  });
};

/** What a day says to someone who cannot see its colour. */
export const occurrenceText = (occurrence: OccurrencePreview): string => {
  if (occurrence.status === 'skipped') return `skipped${occurrence.reason ? `: ${occurrence.reason}` : ''}`;
  if (occurrence.status === 'cancelled') return 'cancelled';
  const moved = occurrence.plannedDate && occurrence.plannedDate !== occurrence.date ? `, moved to ${occurrence.plannedDate}` : '';
  if (occurrence.status === 'generated') return `job ${occurrence.job?.jobNumber ?? ''} made${moved}`.replace('  ', ' ');
  return `to be made${moved}`;
};
