import { copiedFromTemplate, type Job, type JobInput } from '@haulage/shared/contracts';
import { orderedStops } from '#lib';
import { daysBetween, moveByDays, officeClock } from './office-time';

/**
 * The day a template's times are counted from: its planned date, else the day of its first timed
 * stop. A stop the next day stays the next day on every job made from it.
 */
const anchorDay = (template: Job): string | null => {
  if (template.plannedDate) return template.plannedDate;
  const timed = orderedStops(template.stops).find((stop) => stop.plannedFrom ?? stop.plannedTo);
  const time = timed?.plannedFrom ?? timed?.plannedTo;
  return time ? officeClock(time).date : null;
};

/**
 * One open job on `date` from a template: the customer, contact, reference, goods, vehicle class,
 * distance and notes as they are, the stops with their destinations and the times moved to that
 * day (same office time). Truck and driver are left to planning.
 */
export const jobFromTemplate = (template: Job, date: string): JobInput => {
  const shift = daysBetween(anchorDay(template) ?? date, date);
  const move = (time: string | null) => (time ? moveByDays(time, shift) : null);
  return {
    kind: 'job',
    status: 'open',
    plannedDate: date,
    // A template is written through the job schema, which requires a customer.
    customer: template.customer?.documentId ?? '',
    contact: template.contact?.documentId ?? null,
    ...copiedFromTemplate(template),
    stops: orderedStops(template.stops).map((stop) => ({
      type: stop.type,
      destination: stop.destination?.documentId ?? null,
      plannedFrom: move(stop.plannedFrom),
      plannedTo: move(stop.plannedTo),
    })),
  };
};

/** One job per chosen day, in the order of the days (the API numbers them in that order). */
export const jobsFromTemplate = (template: Job, dates: readonly string[]): JobInput[] =>
  dates.map((date) => jobFromTemplate(template, date));
