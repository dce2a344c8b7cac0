import { copiedFromTemplate, type JobGoodsDetails } from '@haulage/shared/contracts';
import { shiftInstant } from './rule-expansion';

export interface TemplateStop {
  sequence: number;
  type: string;
  destinationId: number | null;
  plannedFrom: string | null;
  plannedTo: string | null;
}

/** What a template job holds that an occurrence copies (the jobs table's own columns). */
export interface TemplateJob extends JobGoodsDetails {
  customerId: number;
  contactId: number | null;
  customerReference: string | null;
  goodsDescription: string | null;
  weightKg: number | null;
  pallets: number | null;
  adr: boolean;
  vehicleClass: string;
  kmPlanned: number | null;
  notesInternal: string | null;
  notesDriver: string | null;
  plannedDate: string | null;
  stops: TemplateStop[];
}

/** The day the template's times belong to: its planned date, else the day of its first stop time. */
const templateDay = (template: TemplateJob): string | null =>
  template.plannedDate ??
  template.stops
    .map((stop) => stop.plannedFrom ?? stop.plannedTo)
    .find((time) => time != null)
    ?.slice(0, 10) ??
  null;

/**
 * The job an occurrence makes: the template's customer, goods and stops on the planned day, open,
 * linked to its schedule and rule date. It is written through the one job create path.
 */
export const jobFromTemplate = (
  template: TemplateJob,
  occurrence: { scheduleId: number; date: string; plannedDate: string },
): Record<string, unknown> => {
  const from = templateDay(template);
  const move = (time: string | null): string | null =>
    time == null || from == null ? null : shiftInstant(time, from, occurrence.plannedDate);
  return {
    kind: 'job',
    status: 'open',
    customer: template.customerId,
    contact: template.contactId,
    ...copiedFromTemplate(template),
    plannedDate: occurrence.plannedDate,
    recurringSchedule: occurrence.scheduleId,
    occurrenceDate: occurrence.date,
    stops: template.stops.map((stop) => ({
      sequence: stop.sequence,
      type: stop.type,
      destination: stop.destinationId,
      plannedFrom: move(stop.plannedFrom),
      plannedTo: move(stop.plannedTo),
    })),
  };
};
