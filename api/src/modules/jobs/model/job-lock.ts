import type { JobStatus } from '@haulage/shared/contracts';

/**
 * What a job's price is made of (job-rating: the customer's agreement at the planned date, the
 * vehicle class, km, hours and the stops' areas, count and planned windows) besides its operations.
 */
export const PRICED_FIELDS = ['customer', 'vehicleClass', 'plannedDate', 'kmPlanned', 'kmActual', 'hoursActual', 'stops'] as const;
export type PricedField = (typeof PRICED_FIELDS)[number];

const LABELS: Record<PricedField, string> = {
  customer: 'customer',
  vehicleClass: 'vehicle class',
  plannedDate: 'planned date',
  kmPlanned: 'km planned',
  kmActual: 'km actual',
  hoursActual: 'hours actual',
  stops: 'stops',
};

/** The priced side of a stop, in sequence order; arrival and departure times do not change a price. */
export interface PricedStop {
  type: string;
  destination: number | null;
  plannedFrom: string | null;
  plannedTo: string | null;
}

export interface PricedFacts {
  customer: number;
  vehicleClass: string;
  plannedDate: string | null;
  kmPlanned: number | null;
  kmActual: number | null;
  hoursActual: number | null;
  stops: PricedStop[];
}

const sameInstant = (a: string | null, b: string | null): boolean =>
  (a ?? null) === (b ?? null) || Date.parse(a ?? '') === Date.parse(b ?? '');

const sameStops = (a: PricedStop[], b: PricedStop[]): boolean =>
  a.length === b.length &&
  a.every(
    (stop, i) =>
      stop.type === b[i]!.type &&
      stop.destination === b[i]!.destination &&
      sameInstant(stop.plannedFrom, b[i]!.plannedFrom) &&
      sameInstant(stop.plannedTo, b[i]!.plannedTo),
  );

/** The priced fields a write would change (a form that sends them unchanged changes nothing). */
export const pricedChanges = (before: PricedFacts, write: Partial<PricedFacts>): PricedField[] =>
  PRICED_FIELDS.filter((field) => {
    if (!Object.hasOwn(write, field)) return false;
    if (field === 'stops') return !sameStops(before.stops, write.stops ?? []);
    return (write[field] ?? null) !== (before[field] ?? null);
  });

/** A write on a job: a PUT (with the priced fields it changes), a DELETE, a board drop, extra work. */
export type JobWrite =
  { kind: 'update'; changed: readonly PricedField[] } | { kind: 'delete' } | { kind: 'assign' } | { kind: 'operation' };

const list = (words: string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * Domain model §B3/§B4: an invoiced job is locked (a correction is a credit note), and a job ready
 * to invoice has a verified price, so what the price is made of stays as verified; finance or an
 * admin moves it back to completed to change it. Anything else about it (notes, the reference) may
 * still be corrected. Answers why the write is refused (a 409), or null.
 */
export const lockRefusal = (job: { status: JobStatus; jobNumber: number }, write: JobWrite): string | null => {
  if (job.status === 'invoiced') return `Job ${job.jobNumber} is invoiced and locked; correct it with a credit note`;
  if (job.status !== 'ready_to_invoice') return null;
  const what = write.kind === 'operation' ? ['extra work'] : write.kind === 'update' ? write.changed.map((field) => LABELS[field]) : [];
  if (what.length === 0) return null;
  return `Job ${job.jobNumber} is ready to invoice with a verified price, so its ${list(what)} cannot change; move it back to completed first`;
};
