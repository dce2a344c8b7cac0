import { z } from 'zod';
import { enumOf, relationRef, requiredText } from '../fields';

/**
 * What the driver's phone sends. Every action carries a `clientId` made on the phone, so an action
 * queued offline and sent twice is applied once (the server answers the first result again).
 */
const clientId = z
  .string({ error: 'clientId is a required field' })
  .trim()
  .min(8, 'clientId must be 8 to 64 characters')
  .max(64, 'clientId must be 8 to 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'clientId may hold letters, digits, - and _ only');

const at = z.iso.datetime({ offset: true, error: 'at must be a date and time (ISO 8601)' });

export const positionSchema = z.strictObject({
  lat: z
    .number({ error: 'position.lat must be a number' })
    .min(-90, 'position.lat is out of range')
    .max(90, 'position.lat is out of range'),
  lng: z
    .number({ error: 'position.lng must be a number' })
    .min(-180, 'position.lng is out of range')
    .max(180, 'position.lng is out of range'),
  accuracy: z.number({ error: 'position.accuracy must be a number' }).min(0).max(100_000).nullish(),
});
export type Position = z.infer<typeof positionSchema>;

export const STOP_EVENT_TYPES = ['arrived', 'departed'] as const;
export type StopEventType = (typeof STOP_EVENT_TYPES)[number];

/** POST /api/jobs/:id/stop-events `{data}`: `stop` is the stop's documentId or id. */
export const stopEventInputSchema = z.strictObject({
  stop: relationRef,
  type: enumOf('type', STOP_EVENT_TYPES),
  at,
  position: positionSchema.nullish(),
  clientId,
});
export type StopEventInput = z.input<typeof stopEventInputSchema>;

/** The answer of a stop event: the stop's times and the job's status after it. */
export interface StopEventResult {
  job: { documentId: string; status: string };
  stop: { documentId: string; arrivedAt: string | null; departedAt: string | null };
}

export const PROBLEM_KINDS = ['waiting', 'damage', 'refused', 'wrong_address'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** POST /api/jobs/:id/problems `{data}` (JSON). Waiting past the agreement's free time is priced. */
export const problemInputSchema = z.strictObject({
  stop: relationRef.nullish(),
  kind: enumOf('kind', PROBLEM_KINDS),
  note: z.string().trim().max(2000, 'note is at most 2000 characters').default(''),
  at,
  position: positionSchema.nullish(),
  clientId,
});
export type ProblemInput = z.input<typeof problemInputSchema>;

/**
 * POST /api/jobs/:id/problems as multipart, when the driver took photos: these text fields (the
 * position flat, as a proof's) and `photos` images, with a proof's limits.
 */
export const problemFieldsSchema = z.strictObject({
  stop: relationRef.optional(),
  kind: enumOf('kind', PROBLEM_KINDS),
  note: z.string().trim().max(2000, 'note is at most 2000 characters').default(''),
  at,
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  clientId,
});
export type ProblemFields = z.input<typeof problemFieldsSchema>;

/** A problem as the office and the answer show it; `operation` is the priced waiting time, if any. */
export interface JobProblem {
  id: number;
  documentId: string;
  kind: ProblemKind;
  note: string;
  at: string;
  stop: string | null;
  latitude: number | null;
  longitude: number | null;
  waitingMinutes: number | null;
  operation: { documentId: string; quantity: number | null; amount: number | null } | null;
  /** What the driver photographed (stored through the uploads module). */
  photos: { id: number; url: string }[];
  createdAt: string;
}

export const ODOMETER_KINDS = ['start', 'end'] as const;
export type OdometerKind = (typeof ODOMETER_KINDS)[number];

/** POST /api/driver/odometer `{data}`: the start or end of the day; `truck` defaults to the planned one. */
export const driverOdometerInputSchema = z.strictObject({
  truck: relationRef.nullish(),
  km: z.int({ error: 'km must be a whole number' }).min(0, 'km cannot be negative').max(10_000_000, 'km must be at most 10000000'),
  at,
  kind: enumOf('kind', ODOMETER_KINDS),
  clientId,
});
export type DriverOdometerInput = z.input<typeof driverOdometerInputSchema>;

/** POST /api/jobs/:id/proofs is multipart: these text fields, a `signature` PNG and `photos` images. */
export const proofFieldsSchema = z.strictObject({
  stop: relationRef,
  signedBy: requiredText('signedBy', 120),
  clientId,
  at: at.optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type ProofFields = z.input<typeof proofFieldsSchema>;

/** Limits of a proof's files: images only, each at most 10 MB. */
export const PROOF_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const PROOF_MAX_PHOTOS = 10;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic'] as const;

/** A proof of delivery as the office and the answer show it. */
export interface JobProof {
  id: number;
  documentId: string;
  stop: string;
  signedBy: string;
  at: string;
  latitude: number | null;
  longitude: number | null;
  signature: { id: number; url: string } | null;
  photos: { id: number; url: string }[];
  createdAt: string;
}

/** POST /api/driver/sign-in `{token}`: the SMS link's token, exchanged once for a session. */
export const driverSignInSchema = z.strictObject({
  token: z.string({ error: 'token is a required field' }).min(16, 'token is not valid').max(200, 'token is not valid'),
});
export type DriverSignIn = z.input<typeof driverSignInSchema>;

/**
 * PATCH /api/jobs/eta from a driver's phone: where the phone is. The server works out the ETA from
 * it and the stops left, so a phone never sends a time (an `eta` here is refused).
 */
export const driverEtaSchema = z.strictObject({
  job: relationRef,
  position: positionSchema,
});
export type DriverEtaInput = z.input<typeof driverEtaSchema>;
