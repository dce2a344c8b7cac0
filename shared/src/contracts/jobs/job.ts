import { z } from 'zod';
import { enumOf, isoDate, optionalText, relationRef, wholeNumber } from '../fields';
import { VEHICLE_CLASSES } from '../fleet/truck-values';
import { ADR_CLASSES, dangerousGoodsProblems, PACKING_GROUPS, UN_NUMBER_MESSAGE, UN_NUMBER_PATTERN } from './dangerous-goods';
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

/** Kept to the litre (stored as whole litres), which a tank's or an IBC's contents are measured in. */
export const VOLUME_DECIMALS = 3;
const volumeField = z
  .number({ error: 'Volume must be a number' })
  .min(0, 'Volume cannot be negative')
  .max(500, 'Volume must be at most 500')
  .multipleOf(10 ** -VOLUME_DECIMALS, 'Volume has at most 3 decimals (whole litres)')
  .nullish();

/** "UN 1203", "un1203" or "1203" in; its four digits out. */
const unNumberField = z
  .string({ error: UN_NUMBER_MESSAGE })
  .trim()
  .regex(UN_NUMBER_PATTERN, UN_NUMBER_MESSAGE)
  .transform((text) => text.slice(-4))
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
  // The consignment note's goods boxes (CMR art. 6; boxes 6, 7, 8, 12) and ADR details (ADR 5.4.1.1.1).
  goodsMarks: optionalText('Marks and numbers', 200),
  packageCount: wholeNumber('Number of packages', 0, 100_000).nullish(),
  packaging: optionalText('Kind of packing', 60),
  volumeM3: volumeField,
  unNumber: unNumberField,
  adrClass: enumOf('ADR class', ADR_CLASSES).nullish(),
  packingGroup: enumOf('Packing group', PACKING_GROUPS).nullish(),
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
export const jobInputSchema = z
  .object({ ...jobFields, status: enumOf('Status', JOB_START_STATUSES).default('open') })
  // A PUT changes part of a job, so the API checks it against the stored job (jobs/services/job-guards.ts).
  .superRefine((job, context) => {
    for (const problem of dangerousGoodsProblems(job))
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
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
