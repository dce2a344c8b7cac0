import type { CalendarEvent } from '@haulage/shared/contracts';

type Dated = Record<string, string | number | boolean | null>;

const inRange = (date: string | null, from: string, to: string): date is string => !!date && date >= from && date <= to;

const allDay = (id: string, kind: CalendarEvent['kind'], subject: string, date: string, ref: string): CalendarEvent => ({
  id,
  kind,
  subject,
  startsAt: date,
  endsAt: null,
  allDay: true,
  ref,
});

/** A saved instant in UTC, so events sort and compare by time whatever offset they were saved with. */
const inUtc = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString();
};

/** A user's own event: an all-day one keeps the day it was saved on, a timed one is given in UTC. */
const userEvent = (e: Dated): CalendarEvent => {
  const allDay = Boolean(e.all_day);
  const startsAt = String(e.starts_at);
  const endsAt = (e.ends_at as string | null) ?? null;
  return {
    id: `event-${e.document_id}`,
    kind: 'custom',
    subject: String(e.title),
    startsAt: allDay ? startsAt : inUtc(startsAt),
    endsAt: allDay || !endsAt ? endsAt : inUtc(endsAt),
    allDay,
    ref: `user-events/${e.document_id}`,
    description: (e.description as string | null | undefined) ?? null,
  };
};

/** Whether an event falls on the range's days: all-day ones by their days, timed ones by their instants. */
const overlaps = (event: CalendarEvent, from: string, to: string): boolean => {
  const end = event.endsAt ?? event.startsAt;
  if (event.allDay) return event.startsAt.slice(0, 10) <= to && end.slice(0, 10) >= from;
  return Date.parse(event.startsAt) <= Date.parse(`${to}T23:59:59.999Z`) && Date.parse(end) >= Date.parse(`${from}T00:00:00.000Z`);
};

const TRUCK_DATES = [
  ['tech_inspection_date', 'Roadworthiness inspection due'],
  ['tachograph_inspection_date', 'Tachograph inspection due'],
  ['insurance_expiry_date', 'Insurance expires'],
] as const;
const DRIVER_DATES = [
  ['licence_expiry_date', 'Driving licence expires'],
  ['code95_expiry_date', 'Code 95 expires'],
  ['driver_card_expiry_date', 'Driver card expires'],
  ['adr_expiry_date', 'ADR certificate expires'],
] as const;

/**
 * The calendar of a range: jobs by planned day, inspections and documents falling due, and the
 * users' own events, in time order. Driver documents only when the viewer may read drivers.
 */
export const calendarEvents = (input: {
  from: string;
  to: string;
  jobs: Dated[];
  trucks: Dated[];
  drivers: Dated[] | null;
  userEvents: Dated[];
}): CalendarEvent[] => {
  const { from, to } = input;
  const events: CalendarEvent[] = [];
  for (const job of input.jobs)
    events.push(
      allDay(
        `job-${job.document_id}`,
        'job',
        `Job ${job.job_number} – ${job.company_name} (${String(job.status).replace(/_/g, ' ')})`,
        String(job.planned_date),
        `jobs/${job.document_id}`,
      ),
    );
  for (const truck of input.trucks) {
    for (const [column, label] of TRUCK_DATES) {
      const date = truck[column] as string | null;
      if (inRange(date, from, to))
        events.push(
          allDay(
            `truck-${truck.document_id}-${column}`,
            'inspection_due',
            `${label}: ${truck.truck_name}`,
            date,
            `trucks/${truck.document_id}`,
          ),
        );
    }
  }
  for (const driver of input.drivers ?? []) {
    for (const [column, label] of DRIVER_DATES) {
      const date = driver[column] as string | null;
      if (inRange(date, from, to))
        events.push(
          allDay(
            `driver-${driver.document_id}-${column}`,
            'licence_due',
            `${label}: ${driver.first_name} ${driver.last_name}`,
            date,
            `drivers/${driver.document_id}`,
          ),
        );
    }
  }
  for (const e of input.userEvents) {
    const event = userEvent(e);
    if (overlaps(event, from, to)) events.push(event);
  }
  return events.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id < b.id ? -1 : 1));
};
