/**
 * Due-date rules for inspections and documents. A date within the warning window is "due soon";
 * a date before today is "overdue". Dates are ISO calendar dates (YYYY-MM-DD).
 */
export const DUE_SOON_DAYS = 30;

export type DueStatus = 'ok' | 'due_soon' | 'overdue' | 'unknown';

const DAY_MS = 86_400_000;

const toUtcDay = (isoDate: string): number => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** Whole days from `today` until `isoDate` (negative when past). */
export const daysUntil = (isoDate: string, today: string): number => Math.round((toUtcDay(isoDate) - toUtcDay(today)) / DAY_MS);

export const dueStatus = (isoDate: string | null | undefined, today: string, windowDays = DUE_SOON_DAYS): DueStatus => {
  if (!isoDate || Number.isNaN(toUtcDay(isoDate))) return 'unknown';
  const days = daysUntil(isoDate, today);
  if (days < 0) return 'overdue';
  if (days <= windowDays) return 'due_soon';
  return 'ok';
};

/** Legal intervals (Sweden/EU): yearly roadworthiness inspection, tachograph every 24 months. */
export const INSPECTION_INTERVAL_MONTHS = { techInspection: 12, tachographInspection: 24 } as const;
