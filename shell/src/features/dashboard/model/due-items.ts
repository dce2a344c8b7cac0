import type { DueItem, DueKind } from '@haulage/shared/contracts';

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

/** The page of the truck, trailer or driver an item concerns, e.g. `/trucks/<documentId>`. */
export const dueItemPath = (item: Pick<DueItem, 'resource' | 'documentId'>): string => `/${item.resource}/${item.documentId}`;

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
