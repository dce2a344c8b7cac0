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
    events.push({
      id: `event-${e.document_id}`,
      kind: 'custom',
      subject: String(e.title),
      startsAt: String(e.starts_at),
      endsAt: (e.ends_at as string | null) ?? null,
      allDay: Boolean(e.all_day),
      ref: `user-events/${e.document_id}`,
      description: (e.description as string | null | undefined) ?? null,
    });
  }
  return events.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id < b.id ? -1 : 1));
};
