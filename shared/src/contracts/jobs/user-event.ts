import { z } from 'zod';
import { optionalText, requiredText } from '../fields';

const dateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

/** A user's own calendar entry (POST /api/events). */
export const userEventInputSchema = z
  .object({
    title: requiredText('the title', 120),
    description: optionalText('Description'),
    startsAt: dateTime('Starts at'),
    endsAt: dateTime('Ends at').nullish(),
    allDay: z.boolean({ error: 'All day must be true or false' }).default(false),
  })
  // Compared as instants: `08:00Z` is after `08:30+01:00` though it sorts before it as text.
  .refine((event) => !event.endsAt || Date.parse(event.endsAt) >= Date.parse(event.startsAt), {
    message: 'Ends at cannot be before starts at',
    path: ['endsAt'],
  });

export const userEventUpdateSchema = z
  .object({
    title: requiredText('the title', 120),
    description: optionalText('Description'),
    startsAt: dateTime('Starts at'),
    endsAt: dateTime('Ends at').nullish(),
    allDay: z.boolean({ error: 'All day must be true or false' }),
  })
  .partial();

export const CALENDAR_EVENT_KINDS = ['job', 'inspection_due', 'licence_due', 'custom'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** One entry of GET /api/events. */
export interface CalendarEvent {
  id: string;
  kind: CalendarEventKind;
  subject: string;
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
  /** The entry it is about: `jobs/<documentId>`, `trucks/<documentId>`, `user-events/<documentId>`. */
  ref: string;
  /** A user event's own text (only your own events are in your calendar). */
  description?: string | null;
}
