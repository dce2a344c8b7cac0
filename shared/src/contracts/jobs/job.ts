import { z } from 'zod';
import { enumOf, isoDate, optionalText, relationRef, wholeNumber } from '../fields';
import { VEHICLE_CLASSES } from '../fleet/truck-values';
import { JOB_KINDS, JOB_START_STATUSES, JOB_STATUSES, STOP_TYPES } from './job-values';
import { samePlaceDeliveries } from './same-place';

const isoDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });
const optionalDateTime = (label: string) => isoDateTime(label).nullish();
const measure = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullish();

export const jobStopInputSchema = z
  .object({
    sequence: wholeNumber('Sequence', 1, 1000).optional(),
    type: enumOf('Stop type', STOP_TYPES),
    destination: relationRef.nullish(),
    plannedFrom: optionalDateTime('Planned from'),
    plannedTo: optionalDateTime('Planned to'),
    arrivedAt: optionalDateTime('Arrived at'),
    departedAt: optionalDateTime('Departed at'),
  })
  // Compared as instants: a window may be written with any offset (the CSV import writes +01:00).
  .refine((stop) => !stop.plannedFrom || !stop.plannedTo || Date.parse(stop.plannedTo) >= Date.parse(stop.plannedFrom), {
    message: 'Planned to cannot be before planned from',
    path: ['plannedTo'],
  });
export type JobStopInput = z.input<typeof jobStopInputSchema>;

/** A job's stops, none delivering to the place of its pickup (`same-place.ts`). */
const stopsField = z
  .array(jobStopInputSchema)
  .max(50, 'A job has at most 50 stops')
  .superRefine((stops, context) => {
    for (const problem of samePlaceDeliveries(stops)) {
      context.addIssue({ code: 'custom', path: [problem.index, 'destination'], message: problem.message });
    }
  });

const jobFields = {
  kind: enumOf('Kind', JOB_KINDS).default('job'),
  customer: relationRef,
  contact: relationRef.nullish(),
  customerReference: optionalText('Customer reference', 60),
  stops: stopsField.optional(),
  goodsDescription: optionalText('Goods description', 500),
  weightKg: measure('Weight', 100_000),
  pallets: wholeNumber('Pallets', 0, 200).nullish(),
  adr: z.boolean({ error: 'ADR must be true or false' }).default(false),
  vehicleClass: enumOf('Vehicle class', VEHICLE_CLASSES).default('truck'),
  truck: relationRef.nullish(),
  driver: relationRef.nullish(),
  trailers: z.array(relationRef).max(3, 'A job has at most 3 trailers').optional(),
  plannedDate: isoDate('Planned date').nullish(),
  kmPlanned: measure('Km planned', 20_000),
  kmActual: measure('Km actual', 20_000),
  hoursActual: measure('Hours actual', 500),
  eta: optionalDateTime('ETA'),
  notesInternal: optionalText('Internal notes'),
  notesDriver: optionalText('Notes for the driver'),
  cancelReason: optionalText('Cancel reason', 500),
};

/** POST /api/jobs. A job starts as a draft or open; every later status is a move of the machine. */
export const jobInputSchema = z.object({ ...jobFields, status: enumOf('Status', JOB_START_STATUSES).default('open') });
export type JobInput = z.input<typeof jobInputSchema>;

/** PUT /api/jobs/:id: partial; a `status` is routed to the status machine. */
export const jobUpdateSchema = z
  .object({
    ...jobFields,
    kind: enumOf('Kind', JOB_KINDS),
    adr: z.boolean({ error: 'ADR must be true or false' }),
    vehicleClass: enumOf('Vehicle class', VEHICLE_CLASSES),
    customer: relationRef,
    status: enumOf('Status', JOB_STATUSES),
  })
  .partial();

/** POST /api/jobs/:id/status */
export const jobStatusMoveSchema = z.object({ to: enumOf('Status', JOB_STATUSES), reason: optionalText('Reason', 500) });

/** POST /api/jobs/:id/assign: what a drop on the planning board sends. */
export const jobAssignSchema = z.object({
  truck: relationRef,
  driver: relationRef.nullish(),
  plannedDate: isoDate('Planned date'),
  trailers: z.array(relationRef).max(3, 'A job has at most 3 trailers').optional(),
});
export type JobAssignInput = z.input<typeof jobAssignSchema>;
