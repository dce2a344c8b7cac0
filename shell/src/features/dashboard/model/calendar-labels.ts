import type { CalendarEvent, CalendarEventKind } from '@haulage/shared/contracts';
import { officeDateTime } from './office-time';

/** What each kind of entry is, for the legend and for screen readers beside the colour. */
export const EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  job: 'Job',
  inspection_due: 'Inspection or insurance due',
  licence_due: 'Driver document due',
  custom: 'Event',
};

export const EVENT_KINDS_IN_LEGEND: readonly CalendarEventKind[] = ['job', 'inspection_due', 'licence_due', 'custom'];

// Month and weekday names in the product's language; the days themselves are calendar dates (UTC).
const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-11" → "November 2026". */
export const formatMonthTitle = (month: string): string => monthTitle.format(at(`${month}-01`));

/** "2026-11-23" → "Monday 23 November 2026" (en-GB puts no comma after the weekday). */
export const formatDayLabel = (date: string): string => longDay.format(at(date)).replace(',', '');

/** "2026-11-23" → "23 November". */
export const formatShortDay = (date: string): string => shortDay.format(at(date));

export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** The time an entry shows before its subject: "09:30", "09:30–11:00", or nothing for all-day entries. */
export const eventTimeText = (event: Pick<CalendarEvent, 'startsAt' | 'endsAt' | 'allDay'>): string => {
  if (event.allDay) return '';
  const start = officeDateTime(event.startsAt);
  if (!event.endsAt) return start.time;
  const end = officeDateTime(event.endsAt);
  return end.date === start.date ? `${start.time}–${end.time}` : `${start.time}–${end.date} ${end.time}`;
};
