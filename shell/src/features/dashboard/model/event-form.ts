import type { FieldErrors, Resolver } from 'react-hook-form';
import type { output } from 'zod';
import { userEventInputSchema, type CalendarEvent } from '@haulage/shared/contracts';
import { officeDateTime, officeInstant } from './office-time';

/** What the event dialog edits: dates and times as the inputs hold them, in the office's zone. */
export interface EventFormValues {
  title: string;
  description: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export type UserEventInput = output<typeof userEventInputSchema>;

type FieldName = keyof EventFormValues;

export const newEventForm = (date: string): EventFormValues => ({
  title: '',
  description: '',
  allDay: false,
  startDate: date,
  startTime: '09:00',
  endDate: '',
  endTime: '',
});

const split = (iso: string | null, allDay: boolean) => {
  if (!iso) return { date: '', time: '' };
  return allDay ? { date: iso.slice(0, 10), time: '' } : officeDateTime(iso);
};

/** The form of one of the user's saved events. */
export const eventFormOf = (event: Pick<CalendarEvent, 'subject' | 'startsAt' | 'endsAt' | 'allDay' | 'description'>): EventFormValues => {
  const start = split(event.startsAt, event.allDay);
  const end = split(event.endsAt, event.allDay);
  return {
    title: event.subject,
    description: event.description ?? '',
    allDay: event.allDay,
    startDate: start.date,
    startTime: start.time || '09:00',
    endDate: end.date,
    endTime: end.time,
  };
};

// An all-day event is stored at midnight UTC of its days, which the calendar and the ICS feed
// read back as those calendar days.
const dayStart = (date: string): string => (date ? `${date}T00:00:00.000Z` : '');

/** The body of POST/PUT /api/events for the form's values (unchecked: the schema checks it). */
export const toEventInput = (values: EventFormValues) => {
  const description = values.description.trim();
  const common = { title: values.title, description: description === '' ? null : description, allDay: values.allDay };
  if (values.allDay) return { ...common, startsAt: dayStart(values.startDate), endsAt: values.endDate ? dayStart(values.endDate) : null };
  const hasEnd = values.endDate !== '' || values.endTime !== '';
  return {
    ...common,
    startsAt: officeInstant(values.startDate, values.startTime) ?? '',
    endsAt: hasEnd ? (officeInstant(values.endDate || values.startDate, values.endTime) ?? '') : null,
  };
};

/** What the inputs must hold before the values can be an event at all. */
const missing = (values: EventFormValues): [FieldName, string][] => {
  const problems: [FieldName, string][] = [];
  if (!values.startDate) problems.push(['startDate', 'Please enter the start date']);
  if (!values.allDay && !values.startTime) problems.push(['startTime', 'Please enter the start time']);
  if (!values.allDay && values.endDate && !values.endTime) problems.push(['endTime', 'Please enter the end time']);
  return problems;
};

const FIELD_OF: Record<string, FieldName> = { title: 'title', description: 'description', startsAt: 'startDate', endsAt: 'endDate' };

/**
 * Checks the form with the API's own schema (`userEventInputSchema`), so the dialog refuses what
 * the API would, with the same messages, shown on the inputs they concern.
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, UserEventInput> = (values) => {
  const errors: FieldErrors<EventFormValues> = {};
  const add = (field: FieldName, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  const parsed = userEventInputSchema.safeParse(toEventInput(values));
  const incomplete = missing(values);
  for (const [field, message] of incomplete) add(field, message);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      // A blank date or time already says what is wrong; the schema's "must be a date and time" would repeat it.
      const isWhen = field === 'startDate' || field === 'endDate';
      if (field && !(isWhen && incomplete.length > 0)) add(field, issue.message);
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};
