import { daysUntil, dueStatus, paths, type DueItem, type DueKind } from '@haulage/shared/contracts';

export const DUE_KIND_LABELS: Record<DueKind, string> = {
  techInspection: 'Roadworthiness inspection',
  tachographInspection: 'Tachograph inspection',
  truckInsurance: 'Insurance renewal',
  trailerInspection: 'Trailer inspection',
  driverLicence: 'Driving licence',
  driverCode95: 'Code 95 (YKB)',
  driverCard: 'Driver card',
  driverAdr: 'ADR certificate',
};

/** The page of the truck, trailer or driver an item concerns. */
export const dueItemPath = (item: Pick<DueItem, 'resource' | 'documentId'>): string => paths[item.resource].details.href(item.documentId);

export interface DueDay {
  date: string;
  items: DueItem[];
}

/** Groups due items by date, earliest (most overdue) first: a calendar-style agenda. */
export const groupByDate = (items: readonly DueItem[]): DueDay[] => {
  const days = new Map<string, DueItem[]>();
  for (const item of [...items].sort((a, b) => a.date.localeCompare(b.date) || a.subject.localeCompare(b.subject))) {
    const day = item.date.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days].map(([date, dayItems]) => ({ date, items: dayItems }));
};

/**
 * The label a due date reads with, as the UI system's DueBadge writes it (Overdue, Due today, Due in
 * N days, the date). Written here so the dashboard needs no UI system (see dashboard-styles.ts).
 */
export const dueText = (date: string, today: string): string => {
  const status = dueStatus(date, today);
  if (status === 'unknown') return 'Not set';
  if (status === 'overdue') return 'Overdue';
  if (status === 'ok') return date.slice(0, 10);
  const days = daysUntil(date, today);
  if (days === 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
};
