import type { CalendarEvent, CalendarEventKind } from '@haulage/shared/contracts';
import { addDays } from './calendar-month';
import { officeDateTime } from './office-time';

/** The first and last office day an event covers. */
export const eventDays = (event: Pick<CalendarEvent, 'startsAt' | 'endsAt' | 'allDay'>): { first: string; last: string } => {
  // An all-day event names calendar days (the ICS feed reads them the same way), not instants.
  if (event.allDay) {
    const first = event.startsAt.slice(0, 10);
    const end = event.endsAt?.slice(0, 10);
    return { first, last: end && end > first ? end : first };
  }
  const start = officeDateTime(event.startsAt);
  if (!event.endsAt || event.endsAt <= event.startsAt) return { first: start.date, last: start.date };
  const end = officeDateTime(event.endsAt);
  // Ending at midnight is ending the day before: 22:00–00:00 is one evening, not two days.
  const last = end.time === '00:00' ? addDays(end.date, -1) : end.date;
  return { first: start.date, last: last < start.date ? start.date : last };
};

const KIND_ORDER: Record<CalendarEventKind, number> = { custom: 0, inspection_due: 1, licence_due: 2, job: 3 };
const subjects = new Intl.Collator('en', { numeric: true });

/**
 * A day's order: all-day entries first, then by time; then the person's own events, dates falling
 * due and jobs; then by subject with numbers in order ("Job 99" before "Job 100").
 */
export const compareEvents = (a: CalendarEvent, b: CalendarEvent): number =>
  Number(b.allDay) - Number(a.allDay) ||
  (a.allDay ? 0 : a.startsAt.localeCompare(b.startsAt)) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  subjects.compare(a.subject, b.subject);

/** Each day from `from` to `to` that has events, with them in day order; events spanning days appear on each. */
export const groupEventsByDay = (events: readonly CalendarEvent[], from: string, to: string): Map<string, CalendarEvent[]> => {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const { first, last } = eventDays(event);
    for (let day = first < from ? from : first; day <= last && day <= to; day = addDays(day, 1)) {
      days.set(day, [...(days.get(day) ?? []), event]);
    }
  }
  for (const list of days.values()) list.sort(compareEvents);
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
};

/**
 * The agenda's days of a month: those with entries, and how many of them are already past. In the
 * current month the past ones are left out unless asked for, so the agenda opens at today.
 */
export const agendaDays = (
  eventsByDay: Map<string, CalendarEvent[]>,
  { from, to, today, showPast }: { from: string; to: string; today: string; showPast: boolean },
): { days: [string, CalendarEvent[]][]; past: number; inMonth: number } => {
  const inMonth = [...eventsByDay].filter(([date]) => date >= from && date <= to);
  const past = today <= to ? inMonth.filter(([date]) => date < today).length : 0;
  return { days: showPast ? inMonth : inMonth.slice(past), past, inMonth: inMonth.length };
};
