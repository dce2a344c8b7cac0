import {
  type DriverRun,
  type DriverRunStop,
  JOB_STATUSES,
  type JobProblem,
  type JobProof,
  ODOMETER_KINDS,
  PROBLEM_KINDS,
  STOP_TYPES,
  type StopEventResult,
} from '@haulage/shared/contracts';
import { z } from 'zod';

// What the road app's routes answer as `data` (documentation: the OpenAPI document is made from these).

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

const runStop = z.object({
  id: z.number().int(),
  documentId: z.string(),
  sequence: z.number().int(),
  type: z.enum(STOP_TYPES),
  placeName: nullableText,
  address: nullableText,
  postcode: nullableText,
  city: nullableText,
  latitude: nullableNumber,
  longitude: nullableNumber,
  plannedFrom: nullableText,
  plannedTo: nullableText,
  arrivedAt: nullableText,
  departedAt: nullableText,
  job: z.object({
    id: z.number().int(),
    documentId: z.string(),
    jobNumber: z.number().int(),
    status: z.enum(JOB_STATUSES),
    customerName: nullableText,
    goodsDescription: nullableText,
    weightKg: nullableNumber,
    pallets: nullableNumber,
    adr: z.boolean(),
    adrLine: nullableText,
    notesDriver: nullableText,
    contactName: nullableText,
    contactPhone: nullableText,
  }),
  proofs: z.array(z.object({ documentId: z.string(), signedBy: z.string(), at: z.string(), photoCount: z.number().int() })),
}) satisfies z.ZodType<DriverRunStop>;

const runItem = { id: z.number().int(), documentId: z.string(), stops: z.array(runStop) };

export const driverRunAnswerSchema = z.object({
  date: z.string(),
  driver: z.object({ id: z.number().int(), documentId: z.string(), name: z.string() }),
  truck: z.object({ id: z.number().int(), documentId: z.string(), truckName: z.string(), registrationPlateNumber: z.string() }).nullable(),
  items: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('trip'), tripNumber: z.number().int(), ...runItem }),
      z.object({ kind: z.literal('job'), jobNumber: z.number().int(), ...runItem }),
    ]),
  ),
}) satisfies z.ZodType<DriverRun>;

/** `data` of a texted sign-in link; its `meta` holds the link once (`signInUrl`). */
export const signInLinkSentSchema = z.object({ driver: z.string(), phone: z.string(), expiresAt: z.string() });

export const stopEventAnswerSchema = z.object({
  job: z.object({ documentId: z.string(), status: z.string() }),
  stop: z.object({ documentId: z.string(), arrivedAt: nullableText, departedAt: nullableText }),
}) satisfies z.ZodType<StopEventResult>;

const picture = z.object({ id: z.number().int(), url: z.string() });

export const problemAnswerSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  note: z.string(),
  at: z.string(),
  stop: nullableText,
  latitude: nullableNumber,
  longitude: nullableNumber,
  waitingMinutes: nullableNumber,
  operation: z.object({ documentId: z.string(), quantity: nullableNumber, amount: nullableNumber }).nullable(),
  photos: z.array(picture),
  createdAt: z.string(),
}) satisfies z.ZodType<JobProblem>;

/** A proof as the office sees it, and the job's status after it (`completed` with the last delivery's). */
export const proofAnswerSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  stop: z.string(),
  signedBy: z.string(),
  at: z.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  signature: picture.nullable(),
  photos: z.array(picture),
  createdAt: z.string(),
  jobStatus: z.string(),
}) satisfies z.ZodType<JobProof & { jobStatus: string }>;

export const odometerAnswerSchema = z.object({
  truck: z.string(),
  km: z.number().int(),
  kind: z.enum(ODOMETER_KINDS),
  at: z.string(),
  flagged: z.boolean(),
});
