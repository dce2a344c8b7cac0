import { z } from 'zod';
import { enumOf, optionalText, relationRef } from '../fields';
import { LANGUAGES } from '../languages';

/** Who is asked to confirm a job: the customer's contact (with SMS consent) or the driver. */
export const CONFIRMATION_RECIPIENTS = ['customer_contact', 'driver'] as const;
export type ConfirmationRecipient = (typeof CONFIRMATION_RECIPIENTS)[number];

export const CONFIRMATION_RESPONSES = ['confirmed', 'declined'] as const;
export type ConfirmationResponse = (typeof CONFIRMATION_RESPONSES)[number];

/** Where an ETA came from: typed in by the office, told by the driver, or from a vehicle's tracker. */
export const ETA_SOURCES = ['dispatcher', 'driver', 'customer', 'telematics'] as const;
export type EtaSource = (typeof ETA_SOURCES)[number];

/** POST /api/jobs/sms-meta-data `{data}`: the job's contact or driver when none is named. */
export const confirmationRequestSchema = z.strictObject({
  job: relationRef,
  recipientType: enumOf('Recipient type', CONFIRMATION_RECIPIENTS),
  contact: relationRef.nullish(),
  driver: relationRef.nullish(),
});
export type ConfirmationRequest = z.input<typeof confirmationRequestSchema>;

/** PATCH /api/jobs/confirm-sms: what the person on the phone answered. */
export const confirmationAnswerSchema = z.strictObject({
  token: z.string({ error: 'token is a required field' }).min(16, 'token is not valid').max(200, 'token is not valid'),
  response: enumOf('Response', CONFIRMATION_RESPONSES),
  reason: optionalText('Reason', 500),
});
export type ConfirmationAnswer = z.input<typeof confirmationAnswerSchema>;

/** PATCH /api/jobs/eta `{job, eta, source}`. */
export const etaUpdateSchema = z.strictObject({
  job: relationRef,
  eta: z.iso.datetime({ offset: true, error: 'ETA must be a date and time (ISO 8601)' }),
  source: enumOf('Source', ETA_SOURCES).default('dispatcher'),
});
export type EtaUpdate = z.input<typeof etaUpdateSchema>;

/**
 * GET /api/jobs/confirm-sms?token=: what the public confirmation page shows, enough to recognise the
 * job and nothing more, in the language of the person the link was texted to (the text's own).
 */
export const confirmationViewSchema = z.strictObject({
  company: z.string(),
  jobNumber: z.number().int(),
  plannedDate: z.string().nullable(),
  goodsDescription: z.string().nullable(),
  pallets: z.number().nullable(),
  weightKg: z.number().nullable(),
  stops: z.array(
    z.strictObject({
      type: z.string(),
      place: z.string().nullable(),
      plannedFrom: z.string().nullable(),
      plannedTo: z.string().nullable(),
    }),
  ),
  /** `open` until answered; then the answer, so a reload shows the result. */
  state: z.enum(['open', ...CONFIRMATION_RESPONSES]),
  expiresAt: z.string(),
  language: z.enum(LANGUAGES),
});
export type ConfirmationView = z.infer<typeof confirmationViewSchema>;
